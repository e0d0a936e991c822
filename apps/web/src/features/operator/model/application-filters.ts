import {
  APPLICATION_STATUSES,
  FORM_TYPES,
  type ApplicationStatus,
  type FormType,
} from '@sauda/domain';
import { isOneOf, pageNumber, searchOf } from './search-params';

/** What the inbox shows, as the URL holds it (the API's own parameter names). */
export interface ApplicationFilters {
  kind: FormType | null;
  status: ApplicationStatus | null;
  /** Part of a name, mobile number or email; empty for none. */
  query: string;
  page: number;
}

export const NO_APPLICATION_FILTERS: ApplicationFilters = {
  kind: null,
  status: null,
  query: '',
  page: 1,
};

/** The filters of a URL; a missing or unknown value is the default, never an error. */
export function applicationFiltersFrom(params: URLSearchParams): ApplicationFilters {
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    kind: isOneOf(FORM_TYPES, kind) ? kind : null,
    status: isOneOf(APPLICATION_STATUSES, status) ? status : null,
    query: (params.get('query') ?? '').trim(),
    page: pageNumber(params.get('page')) ?? 1,
  };
}

/** The search string of `filters`, defaults left out. */
export function applicationSearchFor(filters: ApplicationFilters): string {
  return searchOf({
    kind: filters.kind,
    status: filters.status,
    query: filters.query,
    page: filters.page > 1 ? filters.page : null,
  });
}

/** The filters as query parameters of the list and the export. */
export function applicationQueryOf(filters: ApplicationFilters) {
  return {
    kind: filters.kind ?? undefined,
    status: filters.status ?? undefined,
    query: filters.query === '' ? undefined : filters.query,
  };
}

export function isNarrowed(filters: ApplicationFilters): boolean {
  return filters.kind !== null || filters.status !== null || filters.query !== '';
}
