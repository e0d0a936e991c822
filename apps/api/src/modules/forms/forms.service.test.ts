import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { formSubmissions } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { createDiskObjectStorage } from '../media/storage/disk-object-storage.js';
import { createFormFileStore } from './form-file-store.js';
import type { FormParts } from './form-parts.js';
import { submitForm } from './forms.service.js';
import { PNG } from './testing/form-files.js';

let database: Database;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'sauda-form-files-'));
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const riderParts: FormParts = {
  fields: {
    full_name: 'Imran Hussain',
    mobile_number: '+923451234567',
    cnic: '42101-1234567-1',
    date_of_birth: '1995-03-14',
    city: 'Karachi',
    has_motorbike_licence: 'on',
    owns_motorbike: 'on',
  },
  files: {
    photo: { field: 'photo', name: 'me.png', type: 'image/png', size: PNG.length, bytes: PNG },
  },
};

/** The real database, whose transactions fail at the end as a lost connection would. */
function failingAtCommit(db: AppDb): AppDb {
  return {
    transaction: (run: (tx: AppDb) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        await run(tx);
        throw new Error('connection lost');
      }),
  } as unknown as AppDb;
}

describe('submitForm when storing fails', () => {
  it('removes the files it saved and stores no row', async () => {
    const ctx = {
      db: failingAtCommit(database.db),
      files: createFormFileStore(createDiskObjectStorage(dir)),
    };

    await expect(
      submitForm(ctx, 'rider', () => Promise.resolve(riderParts), new Date()),
    ).rejects.toThrow('connection lost');

    expect(await readdir(path.join(dir, 'rider'))).toEqual([]);
    expect(await database.db.select().from(formSubmissions)).toEqual([]);
  });

  it('stores the same submission when nothing fails', async () => {
    const ctx = { db: database.db, files: createFormFileStore(createDiskObjectStorage(dir)) };
    const result = await submitForm(ctx, 'rider', () => Promise.resolve(riderParts), new Date());
    expect(result.duplicate).toBe(false);
    expect(await readdir(path.join(dir, 'rider'))).toHaveLength(1);
  });

  it('refuses application files when no storage can keep them', async () => {
    const ctx = { db: database.db, files: null };
    await expect(
      submitForm(ctx, 'rider', () => Promise.resolve(riderParts), new Date()),
    ).rejects.toMatchObject({ code: 'media_unavailable', status: 503 });
  });
});
