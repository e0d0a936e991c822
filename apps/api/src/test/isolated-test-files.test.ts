import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from './isolated-test-files.js';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const REPLACES_A_MODULE = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

async function testFiles(): Promise<string[]> {
  const entries = await readdir(path.join(API_ROOT, 'src'), { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => path.posix.join('src', entry.split(path.sep).join('/')));
}

describe('test files that replace a module', () => {
  it('each run with modules of their own', async () => {
    const files = await testFiles();
    const replacing: string[] = [];
    for (const file of files) {
      if (REPLACES_A_MODULE.test(await readFile(path.join(API_ROOT, file), 'utf8'))) {
        replacing.push(file);
      }
    }
    expect(replacing.length).toBeGreaterThan(0);
    expect(ISOLATED_TEST_FILES).toEqual(expect.arrayContaining(replacing));
  });

  it('are listed by paths that exist', async () => {
    const files = await testFiles();
    expect(files).toEqual(expect.arrayContaining(ISOLATED_TEST_FILES));
  });
});
