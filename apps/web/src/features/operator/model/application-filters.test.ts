import { describe, expect, it } from 'vitest';
import {
  applicationFiltersFrom,
  applicationSearchFor,
  isNarrowed,
  NO_APPLICATION_FILTERS,
} from './application-filters';
import { storeFiltersFrom, storeSearchFor } from './store-filters';

const from = (search: string) => applicationFiltersFrom(new URLSearchParams(search));

describe('the inbox filters in the URL', () => {
  it('reads kind, status, search and page by the API names', () => {
    expect(from('?kind=rider&status=reviewed&query=%20bilal%20&page=3')).toEqual({
      kind: 'rider',
      status: 'reviewed',
      query: 'bilal',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(from('')).toEqual(NO_APPLICATION_FILTERS);
    expect(from('?kind=pilot&status=lost&page=0')).toEqual(NO_APPLICATION_FILTERS);
    expect(from('?page=1.5')).toEqual(NO_APPLICATION_FILTERS);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(applicationSearchFor(NO_APPLICATION_FILTERS)).toBe('');
    const filters = { kind: 'merchant', status: 'new', query: 'chai', page: 2 } as const;
    expect(applicationSearchFor(filters)).toBe('?kind=merchant&status=new&query=chai&page=2');
    expect(from(applicationSearchFor(filters))).toEqual(filters);
  });

  it('counts a kind, a status or a search as narrowing, not the page', () => {
    expect(isNarrowed({ ...NO_APPLICATION_FILTERS, page: 4 })).toBe(false);
    expect(isNarrowed({ ...NO_APPLICATION_FILTERS, kind: 'contact' })).toBe(true);
    expect(isNarrowed({ ...NO_APPLICATION_FILTERS, query: 'x' })).toBe(true);
  });
});

describe('the stores tab in the URL', () => {
  it('opens on the drafts and keeps the default out of the URL', () => {
    expect(storeFiltersFrom(new URLSearchParams(''))).toEqual({
      status: 'draft',
      query: '',
      page: 1,
    });
    expect(storeFiltersFrom(new URLSearchParams('?status=draft')).status).toBe('draft');
    expect(storeSearchFor({ status: 'draft', query: '', page: 1 })).toBe('');
    expect(storeSearchFor({ status: 'live', query: 'tikka', page: 2 })).toBe(
      '?status=live&query=tikka&page=2',
    );
  });
});
