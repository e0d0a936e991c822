import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applyPageMeta } from './apply-page-meta';
import { buildPageMeta } from './page-meta';

/** Keeps the document head in step with the page shown, on every navigation and language. */
export function usePageMeta(page: string | undefined): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = i18n.language;

  useEffect(() => {
    const translate = (key: string, values?: Record<string, string>) => t(key, values);
    applyPageMeta(
      document,
      buildPageMeta({ t: translate, page, pathname, origin: window.location.origin, language }),
    );
  }, [page, pathname, t, language]);
}
