import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';
import { sortIndustries } from '../../../ui/sort-industries';
import { listingHref } from '../listing/listing-params';

/** Links to other industries' store lists: a way out of an empty list or search. */
export function IndustryChips({ exclude, limit = 8 }: { exclude?: number; limit?: number }) {
  const { data } = useQuery({ ...industriesQueryOptions(), select: sortIndustries });
  const industries = (data ?? []).filter((industry) => industry.id !== exclude).slice(0, limit);
  if (industries.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {industries.map((industry) => (
        <li key={industry.id}>
          <Chip
            component={RouterLink}
            to={listingHref(industry.id, 1)}
            label={industry.name}
            clickable
            variant="outlined"
            color="primary"
          />
        </li>
      ))}
    </Box>
  );
}
