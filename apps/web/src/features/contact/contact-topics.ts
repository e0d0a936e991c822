import { CONTACT_TOPICS, type ContactTopic } from '@sauda/domain';

/** Each topic's text key and its short name in an address (/contact?topic=press). */
export const TOPIC_KEYS: Readonly<Record<ContactTopic, string>> = {
  'Order help': 'orderHelp',
  'Payments & refunds': 'payments',
  Riders: 'riders',
  'Merchant partners': 'merchants',
  Careers: 'careers',
  Press: 'press',
  'Something else': 'other',
};

/** The topic an address names with `?topic=press`, else none. */
export function topicFromSlug(slug: string | null): ContactTopic | undefined {
  if (!slug) return undefined;
  return CONTACT_TOPICS.find((topic) => TOPIC_KEYS[topic] === slug);
}
