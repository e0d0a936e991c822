import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.js';
import { bundledMigrations, pendingMigrations } from './migration-journal.js';

describe('bundledMigrations', () => {
  it('lists one entry per SQL file of the migrations folder, oldest first', async () => {
    const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql'));
    const journal = await bundledMigrations();

    expect(journal.map((migration) => `${migration.tag}.sql`)).toEqual(files.sort());
    const instants = journal.map((migration) => migration.when);
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });
});

describe('pendingMigrations', () => {
  const journal = [
    { tag: '0000_a', when: 100 },
    { tag: '0001_b', when: 200 },
    { tag: '0002_c', when: 300 },
  ];

  it('is empty when every migration is applied', () => {
    expect(pendingMigrations(journal, new Set([100, 200, 300]))).toEqual([]);
  });

  it('lists the ones not applied, a gap in the middle included', () => {
    expect(pendingMigrations(journal, new Set([100, 300])).map((m) => m.tag)).toEqual(['0001_b']);
    expect(pendingMigrations(journal, new Set()).map((m) => m.tag)).toEqual([
      '0000_a',
      '0001_b',
      '0002_c',
    ]);
  });
});
