import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MerchantProductImage } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.js';
import { formSubmissions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { createAdminClient } from '../admin/applications/testing/admin-client.js';
import { insertOperator } from '../admin/applications/testing/use-admin-test-app.js';
import { careerBody, postForm } from '../forms/testing/forms-client.js';
import { PDF, PNG } from '../forms/testing/form-files.js';
import {
  insertCheckoutFixture,
  insertShopper,
  type CheckoutFixture,
  type Shopper,
} from '../invoices/testing/checkout-fixture.js';
import { createProductImagesClient } from '../merchant/products/images/testing/product-images-client.js';
import { makePng } from '../merchant/products/images/testing/product-photos.js';
import { createMerchantProductsClient } from '../merchant/products/testing/merchant-products-client.js';
import { insertMember } from '../merchant/stores/testing/store-members.js';
import { startLocalS3, type LocalS3 } from './storage/testing/local-s3.js';

// Two API instances on one database and one S3-compatible bucket (s3rver), each with a data
// directory of its own: what one stores, the other serves. PGlite and, with DATABASE_URL,
// PostgreSQL, where B has its own pool as another process would.

let s3: LocalS3;
let database: Database;
let secondPool: Database | undefined;
let a: TestApp;
let b: TestApp;
const dataDirs: string[] = [];
let fixture: CheckoutFixture;
let cast: { operator: Shopper; owner: Shopper; shopper: Shopper };

async function instance(db: Database): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauda-s3-instance-'));
  dataDirs.push(dataDir);
  return buildTestApp({ database: db, env: { ...s3.env, DATA_DIR: dataDir, RATE_LIMIT_MAX: '0' } });
}

beforeAll(async () => {
  s3 = await startLocalS3();
  database = await createTestDatabase();
  if (database.kind === 'postgres') {
    secondPool = await createDatabase({ databaseUrl: database.connectionString });
  }
  a = await instance(database);
  b = await instance(secondPool ?? database);
  const db = database.db;
  fixture = await insertCheckoutFixture(db);
  cast = {
    operator: await insertOperator(db),
    owner: await insertMember(db, 'owner', [fixture.companyIds.biryani], 'Usman'),
    shopper: await insertShopper(db),
  };
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await secondPool?.close();
  await database?.close();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

function expectServedUpload(response: LightMyRequestResponse, type: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers).toMatchObject({
    'content-type': type,
    'content-length': String(response.rawPayload.length),
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
}

/** Files either instance left in its own data directory, below `media` or `forms`. */
async function filesOnDisk(): Promise<string[]> {
  const listings = dataDirs.flatMap((dir) =>
    ['media', 'forms'].map((folder) =>
      readdir(path.join(dir, folder), { recursive: true }).catch(() => []),
    ),
  );
  return (await Promise.all(listings)).flat();
}

describe('uploads in S3 across two instances', () => {
  it('serves through B an avatar uploaded through A, from the bucket', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/v1/users/${cast.shopper.queryId}/update_avatar`,
      headers: { authorization: `Bearer ${cast.shopper.token}` },
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ user: { avatar_url: string } }>().user.avatar_url;
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

    const served = await get(b, url);
    expectServedUpload(served, 'image/png');
    expect([...served.rawPayload]).toEqual([...PNG]);
    expect(await s3.keys()).toContain(`media/avatars/${path.basename(url)}`);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('serves every copy of a product photo stored through A, and B removes them all', async () => {
    const storeId = STORES.biryani.queryId;
    const product = await createMerchantProductsClient(() => a.app).created(
      cast.owner.token,
      storeId,
      { name: 'Bucket Biryani', category_id: fixture.categoryIds.rice, cost: 100 },
    );
    const answer = await createProductImagesClient(() => a.app).uploaded(
      cast.owner.token,
      storeId,
      product.query_id,
      await makePng(640, 320),
    );
    const [image] = answer.images as [MerchantProductImage];
    const { query_id: imageId, ...urls } = image;
    for (const url of Object.values(urls)) {
      expectServedUpload(await get(b, url), url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
    }
    const photoKeys = (await s3.keys()).filter((key) => key.startsWith('media/products/'));
    expect(photoKeys).toHaveLength(6);

    const removed = await createProductImagesClient(() => b.app).remove(
      cast.owner.token,
      storeId,
      product.query_id,
      imageId,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(a, image.card_url)).statusCode).toBe(404);
    expect((await s3.keys()).filter((key) => key.startsWith('media/products/'))).toEqual([]);
  });

  it('answers the JSON 404 for a missing upload and for anything outside the upload folders', async () => {
    const urls = [
      '/media/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/media/uploads/avatars',
      '/media/uploads/../forms/career/x.pdf',
      '/media/uploads/avatars/..%2F..%2Fforms%2Fx.png',
      '/media/uploads/secrets/x.png',
      '/media/uploads/avatars/x.html',
    ];
    for (const url of urls) {
      const response = await get(b, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('streams an application file submitted on A to the operator on B, and to no one else', async () => {
    const posted = await postForm(a.app, 'career', careerBody());
    expect(posted.statusCode, posted.body).toBe(201);
    const submissionId = posted.json<{ submission: { id: number } }>().submission.id;
    const [row] = await database.db
      .select({ queryId: formSubmissions.queryId, files: formSubmissions.files })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, submissionId));
    const [stored] = row?.files as [{ key: string }];
    expect(await s3.keys()).toContain(`forms/${stored.key}`);

    const admin = createAdminClient(() => b.app);
    const file = await admin.file(cast.operator.token, row!.queryId, 0);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect([...file.rawPayload]).toEqual([...PDF]);

    expect((await admin.file(cast.shopper.token, row!.queryId, 0)).statusCode).toBe(403);
    expect((await admin.file(undefined, row!.queryId, 0)).statusCode).toBe(401);
    expect((await admin.file(cast.operator.token, row!.queryId, 1)).statusCode).toBe(404);
    for (const url of [`/media/uploads/${stored.key}`, `/media/uploads/forms/${stored.key}`]) {
      expect((await get(b, url)).statusCode, url).toBe(404);
    }
    expect(await filesOnDisk()).toEqual([]);
  });
});
