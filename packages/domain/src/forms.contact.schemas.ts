/** The contact form (/contact): a message to the support team, with an optional number to call back. */
import { z } from 'zod';
import { email, optionalMobileNumber, optionalText, personName } from './forms.fields.schemas.js';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  FORM_MESSAGES as M,
  ORDER_NUMBER_MAX_LENGTH,
} from './forms.messages.js';

/** What a message to the support team is about, in the order the contact form offers them. */
export const CONTACT_TOPICS = Object.freeze([
  'Order help',
  'Payments & refunds',
  'Riders',
  'Merchant partners',
  'Careers',
  'Press',
  'Something else',
] as const);
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Required, at least CONTACT_MESSAGE_MIN_LENGTH characters once trimmed. */
const contactMessage = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, { error: M.messageRequired, abort: true })
  .min(CONTACT_MESSAGE_MIN_LENGTH, { error: M.messageTooShort, abort: true })
  .max(LONG_TEXT_MAX_LENGTH, { error: M.longTextTooLong });

export const contactFormSchema = z.object({
  name: personName(M.fullNameRequired),
  email,
  mobile_number: optionalMobileNumber,
  topic: z.enum(CONTACT_TOPICS, { error: M.topicRequired }),
  order_number: optionalText(ORDER_NUMBER_MAX_LENGTH, M.orderNumberTooLong),
  message: contactMessage,
});
