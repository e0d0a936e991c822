import type { APIRequestContext } from './test';
import type { ApiStore } from './checkout-steps';
import { json } from './demo-catalog';

/** A demo food store by name: every food store is read, since the demo city has 48. */
export async function foodStoreNamed(request: APIRequestContext, name: string): Promise<ApiStore> {
  const { companies } = await json<{ companies: ApiStore[] }>(
    request,
    '/api/v1/companies?industry_id=1&page=1&page_size=100',
  );
  const store = companies.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`${name} is not among the food stores`);
  return store;
}
