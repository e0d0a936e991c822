import type { TFunction } from 'i18next';
import { DOMAIN_MESSAGES_SECTION, fixedMessageEntries } from './message-catalogs';
import { matchMessagePattern } from './message-patterns';
import { MESSAGE_VALUES } from './message-values';

/** Names and numbers like "+92 300 ***4567" keep their own direction inside an Urdu sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`;

let keysByEnglish: ReadonlyMap<string, string> | undefined;

function keyOfEnglish(text: string): string | undefined {
  keysByEnglish ??= new Map(fixedMessageEntries().map(([key, english]) => [english, key]));
  return keysByEnglish.get(text);
}

/**
 * A domain or server message in the reader's language. The English text is the lookup key
 * (the server answers with the same words the domain catalogs hold); any text no catalog knows
 * is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const trimmed = text.trim();
  const key = keyOfEnglish(trimmed);
  if (key) return t(`${DOMAIN_MESSAGES_SECTION}.${key}`, { ...MESSAGE_VALUES, defaultValue: text });
  const matched = matchMessagePattern(trimmed);
  if (matched) {
    const { count, ...names } = matched.values;
    const isolated = Object.fromEntries(
      Object.entries(names).map(([name, value]) => [name, isolate(value)]),
    );
    return t(`${DOMAIN_MESSAGES_SECTION}.${matched.key}`, {
      ...isolated,
      ...(count === undefined ? {} : { count: Number(count) }),
      defaultValue: text,
    });
  }
  return text;
}
