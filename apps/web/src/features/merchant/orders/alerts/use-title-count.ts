import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "(2) Orders · Sauda": the tab says how many new orders nobody has seen, so a store working in
 * another tab notices. The plain title comes back once they are seen and when the page closes.
 */
export function useTitleCount(count: number): void {
  const { t } = useTranslation();
  const title = t('app.titleTemplate', { page: t('pages.ordersMgmt.title') });
  useEffect(() => {
    document.title = count > 0 ? t('merchantOrders.alerts.tabTitle', { n: count, title }) : title;
  }, [count, title, t]);
  useEffect(() => () => void (document.title = title), [title]);
}
