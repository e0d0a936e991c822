import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AreaIcon from '@mui/icons-material/HomeWorkOutlined';
import LandmarkIcon from '@mui/icons-material/AccountBalanceOutlined';
import MarketIcon from '@mui/icons-material/StorefrontOutlined';
import RoadIcon from '@mui/icons-material/AddRoadOutlined';
import type { Place, PlaceKind } from '@sauda/domain';
import type { HTMLAttributes, Key } from 'react';
import { useTranslation } from 'react-i18next';

const KIND_ICONS: Record<PlaceKind, typeof AreaIcon> = {
  area: AreaIcon,
  market: MarketIcon,
  landmark: LandmarkIcon,
  road: RoadIcon,
};

/** One suggestion: the place's name over its one-line address, with its distance. */
export function PlaceOption({
  place,
  ...props
}: HTMLAttributes<HTMLLIElement> & { place: Place; key?: Key }) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[place.kind];
  return (
    <Box component="li" {...props} sx={{ gap: 1.5, alignItems: 'flex-start !important' }}>
      <Icon fontSize="small" sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15 }} noWrap>
          {place.name}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 13 }} noWrap>
          {place.formatted_address}
        </Typography>
      </Box>
      {place.distance !== null && (
        <Typography color="text.secondary" sx={{ fontSize: 12, whiteSpace: 'nowrap', mt: 0.25 }}>
          {t('addressEditor.search.distance', { distance: place.distance.toFixed(1) })}
        </Typography>
      )}
    </Box>
  );
}
