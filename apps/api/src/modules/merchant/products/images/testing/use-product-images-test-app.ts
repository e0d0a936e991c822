import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MerchantProduct } from '@sauda/domain';
import { STORES } from '../../../../catalog/testing/catalog-fixture.js';
import { useMerchantStoresTestApp } from '../../../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantProductsClient } from '../../testing/merchant-products-client.js';
import { createProductImagesClient } from './product-images-client.js';

/** Karachi Biryani House: owner, manager and staff work here. */
export const STORE_ID = STORES.biryani.queryId;
/** Gulshan Grocers: only the other owner works here. */
export const OTHER_STORE_ID = STORES.grocer.queryId;

/**
 * The per-file setup of the photo tests: the store team on the checkout fixture, the product
 * and photo clients, and the disk folder the photos' copies are written to.
 */
export function useProductImagesTestApp() {
  const setup = useMerchantStoresTestApp();
  const app = () => setup.checkout.testApp.app;
  const products = createMerchantProductsClient(app);

  /** A new product of the store for one test, without pictures. */
  function freshProduct(name: string): Promise<MerchantProduct> {
    const { rice } = setup.fixture().categoryIds;
    return products.created(setup.team.owner.token, STORE_ID, {
      name,
      category_id: rice,
      cost: 100,
    });
  }

  /** Where a stored copy is on disk, from its public URL. */
  function fileOf(url: string): string {
    const name = url.replace(/^\/media\/uploads\/products\//, '');
    return path.join(app().config.mediaDir, 'products', name);
  }

  /** The names of every stored copy, sorted. */
  async function storedFiles(): Promise<string[]> {
    const files = await readdir(path.join(app().config.mediaDir, 'products')).catch(() => []);
    return files.sort();
  }

  return {
    storedFiles,
    get team() {
      return setup.team;
    },
    app,
    db: setup.db,
    products,
    images: createProductImagesClient(app),
    freshProduct,
    fileOf,
  };
}
