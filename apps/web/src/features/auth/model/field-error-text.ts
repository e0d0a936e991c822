import type { TFunction } from 'i18next';
import { translateMessage } from '../../../i18n';

/**
 * A form message is either one of the spec's texts (domain MESSAGES, shown word for word) or
 * an i18n key of this feature's own messages.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return message.startsWith('auth.') ? t(message) : translateMessage(t, message);
}
