import type { ResourceLanguage } from 'i18next';

/**
 * The whole English file, for tests and build-time checks. The app never imports this
 * module: it bundles only the core and loads the rest per group (see texts/).
 */
const files = import.meta.glob<ResourceLanguage>('./locales/en.json', {
  eager: true,
  import: 'default',
});

export const englishResources: ResourceLanguage = files['./locales/en.json'] ?? {};
