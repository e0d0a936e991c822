import type { ResourceLanguage } from 'i18next';

// Locale files are read through Vite's glob import: English is bundled in the entry chunk,
// every other language becomes its own chunk that loads when the shopper switches to it.
const bundled = import.meta.glob<ResourceLanguage>('./locales/en.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<ResourceLanguage>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

export const englishResources: ResourceLanguage = bundled['./locales/en.json'] ?? {};

export async function loadLocaleFile(language: string): Promise<ResourceLanguage | null> {
  const loader = onDemand[`./locales/${language}.json`];
  return loader ? loader() : null;
}
