import { describe, expect, it } from 'vitest';
import { englishResources } from '../locale-files';
import { flattenLocale } from '../testing/locale-keys';
import { urResources } from '../testing/urdu-resources';
import { coreTexts, groupTexts } from './split-texts';
import { CORE_KEYS, TEXT_GROUP_NAMES, TEXT_GROUPS } from './text-groups';

const sample = {
  app: { name: 'Sauda' },
  catalog: { heading: 'Stores near you' },
  backOffice: { entry: 'Back office', title: 'Dashboard' },
  somethingNew: { title: 'New' },
};

describe('splitting texts into the core and groups', () => {
  it('keeps ungrouped sections, new ones too, and the shell’s grouped keys in the core', () => {
    expect(coreTexts(sample)).toEqual({
      app: { name: 'Sauda' },
      somethingNew: { title: 'New' },
      backOffice: { entry: 'Back office' },
    });
  });

  it('gives a group its sections only', () => {
    expect(groupTexts(sample, 'catalog')).toEqual({ catalog: { heading: 'Stores near you' } });
    expect(groupTexts(sample, 'merchant')).toEqual({ backOffice: sample.backOffice });
    expect(groupTexts(sample, 'info')).toEqual({});
  });

  it.each([
    ['English', englishResources],
    ['Urdu', urResources],
  ])('puts every %s key in the core or a group', (_language, texts) => {
    const parts = [coreTexts(texts), ...TEXT_GROUP_NAMES.map((group) => groupTexts(texts, group))];
    const split = new Set(parts.flatMap((part) => [...flattenLocale(part).keys()]));
    expect([...flattenLocale(texts).keys()].filter((key) => !split.has(key))).toEqual([]);
  });

  it('keeps of the grouped sections only the shell’s keys in the core', () => {
    const grouped = Object.values(TEXT_GROUPS).flat() as string[];
    const inCore = [...flattenLocale(coreTexts(englishResources)).keys()];
    const groupedInCore = inCore.filter((key) => grouped.includes(key.split('.')[0] ?? ''));
    expect(groupedInCore.sort()).toEqual([...CORE_KEYS].sort());
  });
});
