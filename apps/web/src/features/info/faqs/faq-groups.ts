import { anchorId } from '../components/anchor-id';

/**
 * The FAQ groups in page order (SPEC §2: customers 12 items, riders 4, merchants 5). A group's
 * id is its anchor (/faqs#riders); an item's key names its text under `info.faqs.items`.
 */
export const FAQ_GROUPS = [
  {
    id: 'customers',
    items: [
      'payment',
      'account',
      'areas',
      'deliveryFee',
      'voucher',
      'tip',
      'tracking',
      'handover',
      'cancel',
      'returns',
      'cart',
      'support',
    ],
  },
  { id: 'riders', items: ['riderRequirements', 'riderApply', 'riderDelivery', 'riderTips'] },
  {
    id: 'merchants',
    items: [
      'merchantJoin',
      'merchantCategories',
      'merchantBackOffice',
      'merchantArea',
      'merchantPayment',
    ],
  },
] as const;

export type FaqGroup = (typeof FAQ_GROUPS)[number];
export type FaqGroupId = FaqGroup['id'];
export type FaqItemKey = FaqGroup['items'][number];

/** The anchor of one question, e.g. /faqs#faq-rider-apply. */
export const faqItemId = (key: FaqItemKey) => `faq-${anchorId(key)}`;
