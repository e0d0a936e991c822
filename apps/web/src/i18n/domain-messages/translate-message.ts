import { findDomainMessage } from '@sauda/domain';
import type { TFunction } from 'i18next';
import type { ShownMessage } from '../../api/server-message';
import { DOMAIN_MESSAGES_SECTION } from './message-catalogs';
import { MESSAGE_VALUES } from './message-values';

/** Names and numbers like "+92 300 ***4567" keep their own direction inside an Urdu sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** `count` stays a number (it picks the plural); every other value is isolated. */
function interpolationOf(params: ShownMessage['params']): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    values[name] = name === 'count' ? Number(value) : isolate(String(value));
  }
  return values;
}

/**
 * A message in the reader's language. A keyed message (the server names the key and values)
 * is translated by its key; a plain text by the catalog text with exactly its words (the web's
 * own form messages). Anything no catalog knows is shown as it came.
 */
export function translateMessage(t: TFunction, message: string | ShownMessage): string {
  const shown = typeof message === 'string' ? { text: message } : message;
  const keyed = shown.key === undefined ? findDomainMessage(shown.text) : shown;
  if (keyed?.key === undefined) return shown.text;
  return t(`${DOMAIN_MESSAGES_SECTION}.${keyed.key}`, {
    ...MESSAGE_VALUES,
    ...interpolationOf(keyed.params),
    defaultValue: shown.text,
  });
}
