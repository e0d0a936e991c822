import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from './route-handle';

/** Sets `document.title` from the deepest matched route that names its page. */
export function DocumentTitle() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const page = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.page;

  useEffect(() => {
    const appName = t('app.name');
    document.title = page ? t('app.titleTemplate', { page: t(`pages.${page}.title`) }) : appName;
  }, [page, t, i18n.language]);

  return null;
}
