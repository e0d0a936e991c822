// usage: node scripts/check-locales.mjs [lng=ur] [--json]
// Lists the English keys the language lacks; with --json prints them as a nested object of the
// English texts, ready to translate and merge. Exits 1 while anything is missing.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const language = args.find((arg) => !arg.startsWith('--')) ?? 'ur';
const localesDir = new URL('../apps/web/src/i18n/locales/', import.meta.url);
const read = (name) => JSON.parse(readFileSync(new URL(`${name}.json`, localesDir), 'utf8'));

function missingFrom(english, other) {
  const missing = Array.isArray(english) ? [] : {};
  let count = 0;
  for (const [key, value] of Object.entries(english)) {
    const theirs = other?.[key];
    if (value && typeof value === 'object') {
      const [inner, innerCount] = missingFrom(value, theirs);
      if (innerCount > 0) {
        missing[key] = inner;
        count += innerCount;
      }
    } else if (
      typeof theirs !== 'string' ||
      (theirs.trim() === '' && String(value).trim() !== '')
    ) {
      missing[key] = value;
      count += 1;
    }
  }
  return [missing, count];
}

const [missing, count] = missingFrom(read('en'), read(language));
if (asJson) console.log(JSON.stringify(missing, null, 2));
else console.log(count === 0 ? `${language}: complete` : `${language}: ${count} keys missing`);
process.exitCode = count === 0 ? 0 : 1;
