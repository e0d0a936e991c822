/** Key figures: two by two on a phone and beside the navigation, four in a row when wide. */
export const kpiGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/**
 * The sections: one column on a phone (chart first, low stock before best sellers so what
 * needs doing comes first); chart beside statuses and the two lists side by side when wide.
 */
export const dashboardGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gridTemplateAreas: {
    xs: '"chart" "status" "low" "top"',
    lg: '"chart status" "top low"',
  },
} as const;
