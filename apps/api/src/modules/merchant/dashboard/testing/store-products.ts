import type { AppDb } from '../../../../db/client.js';
import { products } from '../../../../db/schema/index.js';

export interface ProductSpec {
  companyId: number;
  categoryId: number;
  name: string;
  quantity: number;
  costPaisa?: number;
  unlimited?: boolean;
  isActive?: boolean;
}

/** A product of the store named as given; answers its query id. */
export async function insertProduct(db: AppDb, spec: ProductSpec): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({ costPaisa: 10_000, ...spec })
    .returning({ queryId: products.queryId });
  if (!row) throw new Error(`product ${spec.name} was not inserted`);
  return row.queryId;
}
