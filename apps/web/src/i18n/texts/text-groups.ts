/**
 * The texts are split by top-level section into groups that load with the routes that use
 * them. Every section not named here belongs to the core: the shell, header, footer, errors,
 * page titles and anything new, which every page needs and English bundles with the app.
 * Keys stay as they are: a group only decides when its sections arrive.
 */
export const TEXT_GROUPS = {
  addresses: ['addresses', 'addressEditor'],
  catalog: ['catalog'],
  orders: ['checkout', 'orders', 'profile'],
  merchant: [
    'merchant',
    'backOffice',
    'merchantDashboard',
    'inventory',
    'merchantStaff',
    'merchantPromotions',
    'merchantOrders',
    'merchantMoney',
  ],
  operator: ['operator'],
  home: ['home', 'showcase'],
  info: ['info', 'partners', 'news', 'contact', 'applications'],
} as const satisfies Record<string, readonly string[]>;

export type TextGroup = keyof typeof TEXT_GROUPS;

export const TEXT_GROUP_NAMES = Object.keys(TEXT_GROUPS) as TextGroup[];

/**
 * Keys of grouped sections that the shell shows on every page (the account menu's entries to
 * the back office and the operator's pages): the core carries them too.
 */
export const CORE_KEYS: readonly string[] = ['backOffice.entry', 'operator.entry'];

export function isTextGroup(value: string): value is TextGroup {
  return Object.hasOwn(TEXT_GROUPS, value);
}

export function groupOfSection(section: string): TextGroup | undefined {
  return TEXT_GROUP_NAMES.find((group) =>
    (TEXT_GROUPS[group] as readonly string[]).includes(section),
  );
}
