import { sql, type SQL } from 'drizzle-orm';

/** Where to search: everything, one industry, one store (and its category or sub-category). */
export interface SearchScope {
  industryId?: number | undefined;
  companyId?: number | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
}

/** An expanded query as the repositories need it. */
export interface MatchQuery {
  /** Bound as a parameter of to_tsquery('simple', …). */
  tsQuery: string;
  /** The typed words, lower case, joined by spaces. */
  text: string;
  words: readonly string[];
}

export function tsQueryOf(query: MatchQuery): SQL {
  return sql`to_tsquery('simple', ${query.tsQuery})`;
}

/** Conditions on `companies c JOIN industries i`: visible stores within the scope. */
export function storeConditions(scope: SearchScope): SQL {
  const conditions: SQL[] = [sql`c.is_active`, sql`i.is_active`];
  if (scope.industryId !== undefined) conditions.push(sql`c.industry_id = ${scope.industryId}`);
  if (scope.companyId !== undefined) conditions.push(sql`c.id = ${scope.companyId}`);
  return sql.join(conditions, sql` AND `);
}
