import type { ContactTopic } from '@sauda/domain';

/** What the fields hold while someone types; the domain schema turns it into a message. */
export interface ContactFormValues {
  name: string;
  email: string;
  mobile_number: string;
  topic: ContactTopic | '';
  order_number: string;
  message: string;
}

export const CONTACT_FIELDS = [
  'name',
  'email',
  'mobile_number',
  'topic',
  'order_number',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

export function emptyContactForm(topic: ContactTopic | '' = ''): ContactFormValues {
  return { name: '', email: '', mobile_number: '', topic, order_number: '', message: '' };
}
