import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { coreTexts, groupTexts, type Texts } from '../texts/split-texts';
import { isTextGroup } from '../texts/text-groups';

/** `…/locales/en.json?texts=catalog`: one group of a locale file, imported as a module. */
const GROUP_IMPORT = /^(.*[\\/]locales[\\/][^\\/?]+\.json)\?(?:.*&)?texts=([A-Za-z]+)(?:&.*)?$/;

/**
 * Lets the app import a part of a locale file, `en.json?texts=core` or `?texts=<group>`, as a
 * module of its own: the core is bundled with the app and each group becomes a chunk. Without
 * this plugin (the unit tests) such an import yields the whole file, so nothing is missing.
 */
export function textGroupModules(): Plugin {
  return {
    name: 'sauda-text-group-modules',
    enforce: 'pre',
    async load(id) {
      const match = GROUP_IMPORT.exec(id);
      if (!match) return null;
      const [, file = '', part = ''] = match;
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, 'utf8')) as Texts;
      if (part !== 'core' && !isTextGroup(part)) {
        this.error(`"${part}" is not a text group (see src/i18n/texts/text-groups.ts)`);
      }
      const selected = part === 'core' ? coreTexts(texts) : groupTexts(texts, part);
      // The file name ends in a query, by which Vite would not know it for JSON.
      return { code: JSON.stringify(selected), moduleType: 'json' };
    },
  };
}
