import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTimeRounded';
import DeliveryIcon from '@mui/icons-material/DeliveryDiningRounded';
import StarIcon from '@mui/icons-material/StarRounded';
import type { Company, SearchMerchant } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { deliveryFeeText, distanceKm, durationText } from '../format/delivery-text';
import { CardSurface } from './card-surface';
import { CatalogImage } from '../../../shared/catalog/catalog-image';
import { NoDeliveryChip } from './no-delivery-chip';
import { StoreStatusChip } from './store-status-chip';
import { storePath } from '../../../shared/catalog/store-path';
import { StretchedLink } from './stretched-link';

/** A store among search results carries only its name, pictures and query id. */
export type StoreSummary = Pick<SearchMerchant, 'query_id' | 'name' | 'banner_url' | 'picture'>;

interface StoreCardProps {
  store: Company | StoreSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first row of a page loads its banners at once. */
  eager?: boolean;
  /**
   * The first row of a page: its pictures load at once and its banners ahead of every other
   * image, since one of them is the page's largest paint.
   */
  priority?: boolean;
}

function isFullStore(store: Company | StoreSummary): store is Company {
  return 'is_open' in store;
}

function Facts({ store }: { store: Company }) {
  const { t } = useTranslation();
  const place = [
    store.address.area,
    store.distance === null
      ? null
      : t('catalog.storeCard.distance', { distance: distanceKm(store.distance) }),
  ]
    .filter(Boolean)
    .join(' · ');
  const free = store.delivery_fee_value === 0;
  const time = durationText(t, store.delivery_time);
  return (
    <>
      {place && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {place}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          mt: 0.75,
          fontSize: 14,
          color: 'text.primary',
          '& svg': { fontSize: 18, color: 'text.secondary' },
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AccessTimeIcon aria-hidden="true" />
          <span aria-hidden="true">{time}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('catalog.storeCard.deliveryTime', { time })}
          </Box>
        </Box>
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: free ? 600 : 400,
            color: free ? 'primary.main' : 'inherit',
            '& svg': free ? { color: 'primary.main' } : {},
          }}
        >
          <DeliveryIcon aria-hidden="true" />
          {deliveryFeeText(t, store.delivery_fee_value)}
        </Box>
      </Box>
    </>
  );
}

function Rating({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  if (rating === null) {
    return (
      <Typography variant="caption" sx={{ fontWeight: 600, color: 'primary.main', flexShrink: 0 }}>
        {t('catalog.storeCard.newStore')}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        flexShrink: 0,
        fontSize: 14,
        fontWeight: 600,
      }}
    >
      <StarIcon aria-hidden="true" sx={{ fontSize: 18, color: brand.accent }} />
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('catalog.storeCard.rating', { rating: rating.toFixed(1) })}
      </Box>
    </Box>
  );
}

/** A store in a list: banner, logo, name, delivery time and fee, open or closed, rating. */
export function StoreCard({
  store,
  headingLevel = 'h2',
  eager = false,
  priority = false,
}: StoreCardProps) {
  const { t } = useTranslation();
  const full = isFullStore(store) ? store : null;
  const closed = full ? !full.is_open : false;
  // null means no address was given: only a clear "no" marks the store.
  const outOfReach = full?.delivers_to_location === false;
  const muted = outOfReach
    ? { filter: 'grayscale(0.85)', opacity: 0.75 }
    : closed
      ? { filter: 'grayscale(0.6)' }
      : {};
  return (
    <CardSurface zoomImageOnHover>
      <Box sx={{ position: 'relative' }}>
        <CatalogImage
          src={store.banner_url}
          alt=""
          name={store.name}
          ratio="3 / 1"
          eager={eager}
          priority={priority}
          sx={{
            '& img': { transition: 'transform 250ms ease' },
            ...muted,
          }}
        />
        {full && (
          // The banner art is not mirrored (its name is drawn on the left), so the chip stays
          // on the right in both directions.
          <Box
            sx={(theme) => ({
              position: 'absolute',
              top: 8,
              [theme.direction === 'rtl' ? 'insetInlineStart' : 'insetInlineEnd']: 8,
            })}
          >
            <StoreStatusChip open={full.is_open} />
          </Box>
        )}
        <CatalogImage
          src={store.picture.medium}
          alt=""
          name={store.name}
          ratio="1 / 1"
          fit="contain"
          eager={eager || priority}
          sx={{
            position: 'absolute',
            bottom: -22,
            insetInlineStart: 14,
            width: 52,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: '0 2px 8px rgba(28, 31, 30, 0.15)',
          }}
        />
      </Box>
      <Box sx={{ px: 2, pt: 3.5, pb: 2, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            component={headingLevel}
            variant="h5"
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            <StretchedLink to={storePath(store.query_id)}>{store.name}</StretchedLink>
          </Typography>
          {full && <Rating rating={full.rating} />}
        </Box>
        {full ? (
          <>
            <Facts store={full} />
            {outOfReach && (
              <Box sx={{ mt: 1, display: 'flex' }}>
                <NoDeliveryChip />
              </Box>
            )}
          </>
        ) : (
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.5 }}>
            {t('catalog.storeCard.viewStore')}
          </Typography>
        )}
      </Box>
    </CardSurface>
  );
}
