import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Industry } from '@sauda/domain';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../theme/tokens';
import { IndustryIcon } from '../../../ui/industry-icon';

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: { xs: 0.75, sm: 1.25 },
  py: { xs: 1.25, sm: 2, md: 2.5 },
  px: { xs: 0.5, sm: 1 },
  height: '100%',
  borderRadius: '14px',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;

/** One industry of the home grid: its icon and name, linking to its stores. */
export function IndustryTile({ industry }: { industry: Industry }) {
  return (
    <Box
      component={RouterLink}
      to={`/products?industryId=${industry.id}`}
      sx={{
        ...tileSx,
        textDecoration: 'none',
        color: 'text.primary',
        transition: (theme) =>
          theme.transitions.create(['border-color', 'box-shadow', 'transform']),
        '&:hover': {
          borderColor: 'primary.main',
          boxShadow: `0 8px 20px -12px ${brand.primary}`,
          transform: 'translateY(-2px)',
        },
      }}
    >
      <IndustryIcon
        src={industry.icon_url}
        name={industry.name}
        size={{ xs: 52, sm: 64, md: 72 }}
      />
      <Box
        component="span"
        sx={{ fontWeight: 600, fontSize: { xs: 12, sm: 14 }, textAlign: 'center', lineHeight: 1.3 }}
      >
        {industry.name}
      </Box>
    </Box>
  );
}

export function IndustryTileSkeleton() {
  return (
    <Box sx={tileSx} aria-hidden="true">
      <Skeleton
        variant="rounded"
        sx={{
          width: { xs: 52, sm: 64, md: 72 },
          height: { xs: 52, sm: 64, md: 72 },
          borderRadius: '28%',
        }}
      />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}
