import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepoFile, repoRoot } from '../../deploy/repo-files.js';
import { docReferences, holdsTitle } from './doc-references.js';

const DOC = 'docs/SECURITY.md';
const references = docReferences(await readRepoFile(DOC));
const THIS_FOLDER = 'apps/api/src/security/auth-controls';
const exists = (named: string) => existsSync(path.join(repoRoot, named));

describe('docs/SECURITY.md', () => {
  it('names the tests that prove its controls', () => {
    expect(references.filter((reference) => reference.title).length).toBeGreaterThan(40);
  });

  it('names only paths that exist', () => {
    const missing = references.filter(({ path: named }) => !exists(named));
    expect(missing).toEqual([]);
  });

  it('names each test by a title its file holds', async () => {
    const wrong = [];
    for (const { path: file, title } of references) {
      // A missing file is reported by the test above.
      if (title === undefined || !exists(file)) continue;
      if (!holdsTitle(await readRepoFile(file), title)) wrong.push(`${file} › ${title}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cites every test file of the authentication controls', async () => {
    const cited = new Set(references.map((reference) => reference.path));
    const files = (await readdir(path.join(repoRoot, THIS_FOLDER))).filter((name) =>
      name.endsWith('.test.ts'),
    );
    const uncited = files.map((name) => `${THIS_FOLDER}/${name}`).filter((f) => !cited.has(f));
    expect(uncited).toEqual([]);
  });
});
