import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishResources as en } from '../../../i18n/locale-files';
import { urResources as ur } from '../../../i18n/testing/urdu-resources';
import { orList } from './or-list';

const LISTS = [['20'], ['20', '50'], ['20', '50', '100'], ['20', '50', '100', '200']];

describe('orList', () => {
  it.each(['en', 'ur'])('writes "%s" lists as Intl.ListFormat does', async (language) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { en: { translation: en }, ur: { translation: ur } },
      interpolation: { escapeValue: false },
    });
    const intl = new Intl.ListFormat(language, { type: 'disjunction' });
    for (const items of LISTS) expect(orList(items, i18n.t)).toBe(intl.format(items));
  });
});
