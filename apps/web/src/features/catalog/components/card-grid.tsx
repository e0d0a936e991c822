import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateWhenVisible } from '../../../ui/hydrate-when-visible';

/** `storeRow`: stores among other results; on a phone one swipeable row instead of a column. */
export type GridKind = 'stores' | 'storeRow' | 'products';

/**
 * On a page the server rendered, the cards after these hydrate as they near the viewport: a
 * phone's first screen holds at most four, and hydrating a page of 25 at once blocked a slow
 * phone for hundreds of milliseconds.
 */
const EAGER_CARDS = 4;
/** A card's height on a phone before it is first laid out; once it has been, its own is kept. */
const CARD_HEIGHT = { stores: 240, storeRow: 240, products: 270 } as const;

// minmax(0, 1fr): columns share the width equally whatever a picture's natural size is.
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const COLUMNS = {
  stores: { xs: columns(1), sm: columns(2), md: columns(3), lg: columns(4) },
  products: { xs: columns(2), sm: columns(3), md: columns(4), lg: columns(5) },
} as const;

function gridSx(kind: GridKind) {
  const base = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: kind === 'products' ? { xs: 1.5, md: 2 } : { xs: 2, md: 2.5 },
    '& > li > [data-hydrate-when-visible]': { height: '100%' },
    // Below a phone's first screen, the browser lays cards out only as they near the viewport.
    [`& > li:nth-of-type(n+${EAGER_CARDS + 1})`]: {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: `auto ${CARD_HEIGHT[kind]}px`,
    },
  } as const;
  if (kind !== 'storeRow') return { ...base, gridTemplateColumns: COLUMNS[kind] };
  return {
    ...base,
    gridTemplateColumns: { ...COLUMNS.stores, xs: 'none' },
    gridAutoFlow: { xs: 'column', sm: 'row' },
    gridAutoColumns: { xs: '78%', sm: 'auto' },
    overflowX: { xs: 'auto', sm: 'visible' },
    scrollSnapType: { xs: 'x mandatory', sm: 'none' },
    scrollPaddingInline: '16px',
    '& > li': { scrollSnapAlign: 'start' },
    mx: { xs: -2, sm: 0 },
    px: { xs: 2, sm: 0 },
    pb: { xs: 1, sm: 0 },
  } as const;
}

interface CardGridProps<T> {
  kind: GridKind;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  /** Dimmed while the next page replaces this one. */
  stale?: boolean;
  label?: string;
}

/** A responsive list of cards: one column on a 360 px phone up to four or five on desktop. */
export function CardGrid<T>({
  kind,
  items,
  keyOf,
  render,
  stale = false,
  label,
}: CardGridProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={stale || undefined}
      sx={{ ...gridSx(kind), opacity: stale ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((item, index) => (
        <li key={keyOf(item)}>
          {index < EAGER_CARDS ? (
            render(item, index)
          ) : (
            <HydrateWhenVisible>{render(item, index)}</HydrateWhenVisible>
          )}
        </li>
      ))}
    </Box>
  );
}

/** The same grid filled with placeholders, announced as loading. */
export function SkeletonGrid({
  kind,
  count,
  skeleton,
  label,
}: {
  kind: GridKind;
  count: number;
  skeleton: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={label ?? t('app.loading')}
      sx={{ ...gridSx(kind), display: 'grid' }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} aria-hidden="true">
          {skeleton}
        </Box>
      ))}
    </Box>
  );
}
