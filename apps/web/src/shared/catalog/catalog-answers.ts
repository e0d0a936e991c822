import { lazySchema } from '../../api/lazy-schema';

/**
 * The catalog's answers, each checked with a schema that loads with its first call: a store or
 * product page arrives with its data, so its first screen loads no schema code.
 */
const catalogSchemas = () => import('@sauda/domain/catalog.schemas');

export const companiesAnswer = lazySchema(
  async () => (await catalogSchemas()).companiesResponseSchema,
);
export const companyAnswer = lazySchema(async () => (await catalogSchemas()).companyResponseSchema);
export const categoriesAnswer = lazySchema(
  async () => (await catalogSchemas()).categoriesResponseSchema,
);
export const productsAnswer = lazySchema(
  async () => (await catalogSchemas()).productsResponseSchema,
);
export const productAnswer = lazySchema(async () => (await catalogSchemas()).productResponseSchema);
export const searchAnswer = lazySchema(
  async () => (await catalogSchemas()).appSearchResponseSchema,
);
export const suggestionsAnswer = lazySchema(
  async () => (await catalogSchemas()).autocompleteResponseSchema,
);
