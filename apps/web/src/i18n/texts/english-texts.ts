import type { ResourceLanguage } from 'i18next';
import type { TextGroup } from './text-groups';

type Loader = () => Promise<ResourceLanguage>;

/**
 * English is the first-visit language, so its core ships with the app and each group is a
 * chunk the app imports, with no fetch (the pre-render step in Node loads them the same way).
 * `?texts=` picks the part of the file (build/text-group-modules-plugin.ts); the unit tests run
 * without that plugin and get the whole file from each import.
 */
const core = import.meta.glob<ResourceLanguage>('../locales/en.json', {
  eager: true,
  query: '?texts=core&lang.json',
  import: 'default',
});

export const englishCore: ResourceLanguage = Object.values(core)[0] ?? {};

function only(loaders: Record<string, Loader>): Loader {
  const [load] = Object.values(loaders);
  if (!load) throw new Error('The English locale file is missing');
  return load;
}

/** Each glob names its group literally: Vite reads these calls when it builds. */
export const englishGroups: Record<TextGroup, Loader> = {
  addresses: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=addresses&lang.json',
      import: 'default',
    }),
  ),
  catalog: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=catalog&lang.json',
      import: 'default',
    }),
  ),
  orders: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=orders&lang.json',
      import: 'default',
    }),
  ),
  merchant: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=merchant&lang.json',
      import: 'default',
    }),
  ),
  operator: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=operator&lang.json',
      import: 'default',
    }),
  ),
  home: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=home&lang.json',
      import: 'default',
    }),
  ),
  info: only(
    import.meta.glob<ResourceLanguage>('../locales/en.json', {
      query: '?texts=info&lang.json',
      import: 'default',
    }),
  ),
};
