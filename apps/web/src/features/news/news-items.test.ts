import { describe, expect, it } from 'vitest';
import { isNewsCategory, NEWS_ITEMS, newsFor } from './news-items';

describe('newsFor', () => {
  it('gives every item newest first', () => {
    const dates = newsFor(null).map((item) => item.date);
    expect(dates).toHaveLength(NEWS_ITEMS.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps only the items of a category', () => {
    expect(newsFor('launches').map((item) => item.slug)).toEqual([
      'islamabad-launch',
      'lahore-launch',
      'karachi-launch',
    ]);
  });

  it('knows its categories and no other', () => {
    expect(isNewsCategory('offers')).toBe(true);
    expect(isNewsCategory('weather')).toBe(false);
    expect(isNewsCategory(null)).toBe(false);
  });
});
