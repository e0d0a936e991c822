import type { Industry } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { industryArtUrl } from '../media/art-urls.js';
import { listActiveIndustries, type IndustryRow } from './industries.repository.js';

/** Industries change only with a seed or an admin edit; a minute of staleness is harmless. */
export const INDUSTRIES_CACHE_TTL_MS = 60_000;

export interface IndustryViewer {
  tradeTypes: string[];
}

export function toIndustryJson(row: IndustryRow): Industry {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon_url: industryArtUrl(row.slug),
    position: row.position,
  };
}

/** A viewer sees the industries of their trade types; anonymous visitors see all of them. */
export function isVisibleTo(row: IndustryRow, viewer: IndustryViewer | null): boolean {
  if (!viewer || viewer.tradeTypes.length === 0) return true;
  return row.tradeTypes.some((tradeType) => viewer.tradeTypes.includes(tradeType));
}

interface CachedIndustry {
  row: IndustryRow;
  json: Industry;
}

export interface IndustryCatalog {
  listIndustries(viewer: IndustryViewer | null): Promise<Industry[]>;
}

/**
 * The industry list, cached in process per app instance (one per database) because every
 * home page load asks for it.
 */
export function createIndustryCatalog(
  db: AppDb,
  ttlMs = INDUSTRIES_CACHE_TTL_MS,
  now: () => number = Date.now,
): IndustryCatalog {
  let cached: { entries: CachedIndustry[]; expiresAt: number } | undefined;
  let pending: Promise<CachedIndustry[]> | undefined;

  async function loadEntries(): Promise<CachedIndustry[]> {
    const rows = await listActiveIndustries(db);
    return rows.map((row) => ({ row, json: toIndustryJson(row) }));
  }

  async function activeEntries(): Promise<CachedIndustry[]> {
    if (cached && cached.expiresAt > now()) return cached.entries;
    // Concurrent misses share one query instead of stampeding the database.
    pending ??= loadEntries().finally(() => {
      pending = undefined;
    });
    const entries = await pending;
    cached = { entries, expiresAt: now() + ttlMs };
    return entries;
  }

  return {
    async listIndustries(viewer) {
      const entries = await activeEntries();
      return entries.filter(({ row }) => isVisibleTo(row, viewer)).map(({ json }) => json);
    },
  };
}
