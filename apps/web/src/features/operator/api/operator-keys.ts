import type { ApplicationFilters } from '../model/application-filters';
import type { StoreFilters } from '../model/store-filters';

/** One place for the operator pages' TanStack Query keys. */
export const operatorKeys = {
  all: ['operator'] as const,
  applications: ['operator', 'applications'] as const,
  applicationLists: ['operator', 'applications', 'list'] as const,
  applicationList: (filters: ApplicationFilters) =>
    ['operator', 'applications', 'list', filters] as const,
  application: (applicationId: string) =>
    ['operator', 'applications', 'detail', applicationId] as const,
  applicationFile: (applicationId: string, index: number) =>
    ['operator', 'applications', 'file', applicationId, index] as const,
  stores: ['operator', 'stores'] as const,
  storeList: (filters: StoreFilters) => ['operator', 'stores', 'list', filters] as const,
};
