import { describe, expect, it } from 'vitest';
import { englishResources } from './locale-files';
import { DOMAIN_MESSAGES_SECTION, fixedMessageEntries } from './domain-messages/message-catalogs';
import { MESSAGE_VALUES } from './domain-messages/message-values';
import { KEYED_MESSAGE_SAMPLES } from './testing/keyed-message-samples';
import { flattenLocale, placeholdersOf, tagsOf } from './testing/locale-keys';
import { urResources } from './testing/urdu-resources';

const english = flattenLocale(englishResources);
const urdu = flattenLocale(urResources);

function urduOf(key: string): string | undefined {
  return urdu.get(key);
}

describe('the Urdu locale', () => {
  it('translates every English key', () => {
    const missing = [...english.keys()].filter((key) => !urdu.has(key));
    expect(missing).toEqual([]);
  });

  it('has no empty text where English has words', () => {
    const empty = [...urdu]
      .filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the placeholders and Trans tags of the English text', () => {
    const different = [...english]
      .filter(([key]) => urdu.has(key))
      .filter(
        ([key, text]) =>
          placeholdersOf(text).join() !== placeholdersOf(urduOf(key) ?? '').join() ||
          tagsOf(text).join() !== tagsOf(urduOf(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(different).toEqual([]);
  });

  it('holds no key that English no longer has', () => {
    const stale = [...urdu.keys()].filter(
      (key) => !english.has(key) && !key.startsWith(`${DOMAIN_MESSAGES_SECTION}.`),
    );
    expect(stale).toEqual([]);
  });

  it('translates every domain and server message', () => {
    const keys = [
      ...fixedMessageEntries().map(([key]) => key),
      ...KEYED_MESSAGE_SAMPLES.map(([{ key }]) => key),
    ];
    const missing = keys.filter((key) => !urdu.get(`${DOMAIN_MESSAGES_SECTION}.${key}`));
    expect(missing).toEqual([]);
  });

  it('names only the known limits in fixed domain messages', () => {
    for (const [key] of fixedMessageEntries()) {
      const text = urduOf(`${DOMAIN_MESSAGES_SECTION}.${key}`) ?? '';
      for (const name of placeholdersOf(text))
        expect(Object.keys(MESSAGE_VALUES), key).toContain(name);
    }
  });

  it('keeps the values the server sends with a keyed message in the Urdu', () => {
    for (const [{ key, params }] of KEYED_MESSAGE_SAMPLES) {
      const text = urduOf(`${DOMAIN_MESSAGES_SECTION}.${key}`) ?? '';
      expect(placeholdersOf(text), key).toEqual(Object.keys(params ?? {}).sort());
    }
  });
});

describe('placeholder and tag readers', () => {
  it('reads interpolations with formats and Trans tags', () => {
    expect(placeholdersOf('Rs {{ amount }} for {{count, number}} items')).toEqual([
      'amount',
      'count',
    ]);
    expect(tagsOf('Use <strong>FREE15FIRST</strong> or <1>call us</1><br/>')).toEqual([
      '</1>',
      '</strong>',
      '<1>',
      '<br/>',
      '<strong>',
    ]);
  });
});
