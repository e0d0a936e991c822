/**
 * The title and description of a page from the locale texts. Shared by the browser (through
 * i18next) and the build (which writes the English texts for the server), so both say the same.
 */
export type Translate = (key: string, values?: Record<string, string>) => string;

export interface PageTexts {
  title: string;
  description: string;
}

export function pageTexts(t: Translate, page: string | undefined): PageTexts {
  const fallbackDescription = t('app.description');
  if (!page) return { title: t('app.name'), description: fallbackDescription };
  const description = t(`pages.${page}.description`).trim();
  return {
    title: t('app.titleTemplate', { page: t(`pages.${page}.title`) }),
    // Some pages (the 404, internal pages) have no description of their own.
    description: description === '' ? fallbackDescription : description,
  };
}
