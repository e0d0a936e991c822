/** Figure cards: two by two on a phone, three in a row beside the navigation and wider. */
export const figuresGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
