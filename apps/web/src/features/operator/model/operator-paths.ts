/** The operator's pages, one place for their addresses. */
export const OPERATOR_PATHS = {
  applications: '/admin/applications',
  application: (applicationId: string) =>
    `/admin/applications/${encodeURIComponent(applicationId)}`,
  stores: '/admin/stores',
  draftStores: '/admin/stores?status=draft',
} as const;
