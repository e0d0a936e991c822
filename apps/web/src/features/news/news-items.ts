/** The newsroom's categories, in the order the filter offers them. */
export const NEWS_CATEGORIES = ['launches', 'offers', 'riders', 'merchants', 'company'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsItem {
  /** Its anchor on /news (#karachi-launch) and the key of its texts (news.items.<slug>). */
  slug: string;
  /** Publication day, YYYY-MM-DD (Karachi). */
  date: string;
  category: NewsCategory;
}

/** Every announcement; its title, summary and story live in the locale files. */
export const NEWS_ITEMS: readonly NewsItem[] = [
  { slug: 'karachi-launch', date: '2022-02-14', category: 'launches' },
  { slug: 'free15first', date: '2022-03-21', category: 'offers' },
  { slug: 'rider-safety', date: '2022-05-09', category: 'riders' },
  { slug: 'lahore-launch', date: '2022-06-27', category: 'launches' },
  { slug: 'merchant-back-office', date: '2022-08-15', category: 'merchants' },
  { slug: 'support-24-7', date: '2022-09-19', category: 'company' },
  { slug: 'islamabad-launch', date: '2022-10-31', category: 'launches' },
  { slug: 'urdu-app', date: '2022-12-05', category: 'company' },
];

export function isNewsCategory(value: string | null): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly (string | null)[]).includes(value);
}

/** The items of a category (all when none), newest first. */
export function newsFor(category: NewsCategory | null): NewsItem[] {
  return NEWS_ITEMS.filter((item) => category === null || item.category === category).sort((a, b) =>
    b.date.localeCompare(a.date),
  );
}
