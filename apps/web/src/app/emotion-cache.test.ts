import { afterEach, describe, expect, it } from 'vitest';
import { createLtrCache, SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

/** A style tag as pre-rendering writes it: `ids` is the cache key, then the style ids. */
function serverStyle(ids: string): HTMLStyleElement {
  const tag = document.createElement('style');
  tag.setAttribute(SERVER_STYLES_ATTRIBUTE, ids);
  tag.setAttribute('data-s', '');
  tag.textContent = '.x{}';
  document.head.append(tag);
  return tag;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createLtrCache', () => {
  it('adopts the pre-rendered styles in place and inserts new ones after them', () => {
    const before = document.createElement('meta');
    document.head.append(before);
    const first = serverStyle('mui abc def');
    const last = serverStyle('mui ghi');
    const after = document.createElement('link');
    document.head.append(after);

    const cache = createLtrCache();

    expect(cache.inserted).toMatchObject({ abc: true, def: true, ghi: true });
    expect([...document.head.children]).toEqual([before, first, last, after]);

    cache.insert(
      '.mui-new',
      { name: 'new', styles: 'color:red;', next: undefined },
      cache.sheet,
      true,
    );
    const inserted = last.nextElementSibling;
    expect(inserted).not.toBe(after);
    expect(inserted?.getAttribute('data-emotion')).toBe('mui');
  });

  it('leaves the styles of other caches alone', () => {
    serverStyle('muirtl abc');
    const cache = createLtrCache();
    expect(cache.inserted).not.toHaveProperty('abc');
  });

  it('without pre-rendered styles, inserts at the start of the head', () => {
    const existing = document.createElement('link');
    document.head.append(existing);
    const cache = createLtrCache();
    cache.insert('.mui-a', { name: 'a', styles: 'color:red;', next: undefined }, cache.sheet, true);
    expect(document.head.firstElementChild?.getAttribute('data-emotion')).toBe('mui');
  });
});
