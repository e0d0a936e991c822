import type { User } from '@sauda/domain';

/** SPEC §2: after login, /products, or /products?industryId={id} of the first industry type. */
export function loginDestination(user: Pick<User, 'industry_types'>): string {
  const first = user.industry_types[0];
  return first ? `/products?industryId=${first.id}` : '/products';
}
