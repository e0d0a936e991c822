/** What every page shares in its link preview. */
export const SITE_NAME = 'Sauda';
/** A 1200×630 picture, made by apps/web/scripts/generate-icons.mjs. */
export const SHARE_IMAGE = { path: '/icons/og-image.png', width: 1200, height: 630 } as const;

const OPEN_GRAPH_LOCALES: Record<string, string> = { en: 'en_PK', ur: 'ur_PK' };

export function openGraphLocale(language: string): string {
  return OPEN_GRAPH_LOCALES[language] ?? 'en_PK';
}
