import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

interface ListPaginationProps {
  page: number;
  count: number;
  /** The address of a page, so pages are real links (open in a new tab, shareable). */
  hrefFor: (page: number) => string;
  label: string;
  /** Called after a page link was followed, e.g. to bring the list's heading into view. */
  onNavigate?: () => void;
  /** Keep the window where it is (the caller scrolls itself). */
  preventScrollReset?: boolean;
  replace?: boolean;
}

/** Page links under a list; nothing when everything fits on one page. */
export function ListPagination({
  page,
  count,
  hrefFor,
  label,
  onNavigate,
  preventScrollReset = false,
  replace = false,
}: ListPaginationProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  if (count <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination
        page={Math.min(page, count)}
        count={count}
        color="primary"
        shape="rounded"
        siblingCount={wide ? 1 : 0}
        size={wide ? 'large' : 'medium'}
        renderItem={(item) =>
          item.type === 'start-ellipsis' || item.type === 'end-ellipsis' || item.page === null ? (
            <PaginationItem {...item} />
          ) : (
            <PaginationItem
              {...item}
              component={RouterLink}
              to={hrefFor(item.page)}
              replace={replace}
              preventScrollReset={preventScrollReset}
              onClick={onNavigate}
            />
          )
        }
      />
    </Box>
  );
}
