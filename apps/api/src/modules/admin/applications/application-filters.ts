import type { ApplicationsQuery } from '@sauda/domain';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { formSubmissions } from '../../../db/schema/index.js';
import { escapeLikePattern } from '../../search/search-text.js';

export type ApplicationFilters = Omit<ApplicationsQuery, 'page'>;

/** The payload fields a form names its applicant (or business) in. */
export const NAME_FIELDS = ['business_name', 'owner_name', 'full_name', 'name'] as const;

const payloadText = (field: string) =>
  sql<string | null>`(${formSubmissions.payload} ->> ${field})`;

/**
 * "0300 123", "+92 300 123" and "300123" all find +923001234567: a query typed as a number
 * loses its country code or trunk zero and is matched inside the stored number.
 */
function mobileDigits(query: string): string | null {
  if (!/^[\d\s()+-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '').replace(/^(92|0)+/, '');
  return digits.length >= 3 ? digits : null;
}

/** The name, mobile number or email contains the query, in any letter case. */
function matchesQuery(query: string): SQL | undefined {
  const pattern = `%${escapeLikePattern(query)}%`;
  const digits = mobileDigits(query);
  return or(
    ...NAME_FIELDS.map((field) => ilike(payloadText(field), pattern)),
    ilike(formSubmissions.email, pattern),
    ilike(formSubmissions.mobileNumber, pattern),
    digits ? ilike(formSubmissions.mobileNumber, `%${digits}%`) : undefined,
  );
}

/** The WHERE of the inbox's list and its export: kind, status and the search box. */
export function applicationsWhere(filters: ApplicationFilters): SQL | undefined {
  return and(
    filters.kind ? eq(formSubmissions.form, filters.kind) : undefined,
    filters.status ? eq(formSubmissions.status, filters.status) : undefined,
    filters.query ? matchesQuery(filters.query) : undefined,
  );
}
