import { fixedDomainMessages } from '@sauda/domain';

/** Where the Urdu of the domain catalogs lives: `domainMessages.<catalog>.<name>` in ur.json. */
export const DOMAIN_MESSAGES_SECTION = 'domainMessages';

/**
 * `[key, English text]` of every text the catalogs hold word for word, without values to fill
 * in: the texts the web finds by their words (its own form validation).
 */
export function fixedMessageEntries(): Array<[key: string, english: string]> {
  return fixedDomainMessages()
    .filter(({ params }) => params === undefined)
    .map(({ key, text }) => [key, text]);
}
