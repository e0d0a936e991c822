import { expect, it } from 'vitest';
import { stockByStore } from './stock-by-store.js';

it('makes one change per store, each product once', () => {
  const changes = stockByStore([
    { storeQueryId: 'store-biryani', productIds: [1, 2], productQueryIds: ['p-1', 'p-2'] },
    { storeQueryId: 'store-tikka', productIds: [7], productQueryIds: ['p-7'] },
    { storeQueryId: 'store-biryani', productIds: [2, 3], productQueryIds: ['p-2', 'p-3'] },
  ]);

  expect(changes).toEqual([
    {
      storeQueryId: 'store-biryani',
      productIds: [1, 2, 3],
      productQueryIds: ['p-1', 'p-2', 'p-3'],
    },
    { storeQueryId: 'store-tikka', productIds: [7], productQueryIds: ['p-7'] },
  ]);
});
