import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { listingHref } from '../../../features/catalog/listing/listing-params';
import { IndustryIcon } from '../../../ui/industry-icon';
import { sortIndustries } from '../../../ui/sort-industries';
import { IndustryNavLink } from './industry-nav-link';
import { useKeepInView } from './use-keep-in-view';

/** The listing's industry: ?industryId, else the first industry type (SPEC §2); none in a search. */
function useActiveIndustryId(firstId: number | undefined): string | null {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onListing = pathname === '/products' || pathname === '/';
  if (!onListing || params.has('search')) return null;
  return params.get('industryId') ?? (firstId === undefined ? null : String(firstId));
}

/**
 * The secondary bar: a scrolling row of links, one per industry, each going to
 * /products?industryId={id}. The link drops any search and page (SPEC §4: search reset, page
 * index back to 1) and the store list reloads. Plain links rather than MUI's scrollable Tabs:
 * those measure their scroll buttons and indicator on mount, about 45 ms of main-thread time
 * on every shopper page of a slow phone.
 */
export function IndustryNav() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const row = useRef<HTMLElement>(null);
  const { data, isPending, isError, refetch } = useQuery({
    ...industriesQueryOptions(),
    select: sortIndustries,
  });
  const active = useActiveIndustryId(data?.[0]?.id);
  useKeepInView(row, '[aria-current="page"]', data ? active : null);

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{ px: { xs: 0, sm: 2 }, minHeight: 48, display: 'flex', alignItems: 'center' }}
      >
        {isPending && (
          <Stack direction="row" spacing={3} sx={{ px: 2, overflow: 'hidden' }} aria-hidden="true">
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} variant="rounded" width={96} height={20} />
            ))}
          </Stack>
        )}
        {isError && (
          <Stack direction="row" spacing={1} sx={{ px: 2, alignItems: 'center' }} role="alert">
            <Typography variant="body2" color="text.secondary">
              {t('shopper.industriesError')}
            </Typography>
            <Button size="small" onClick={() => void refetch()}>
              {t('errors.retry')}
            </Button>
          </Stack>
        )}
        {data && (
          <Box
            component="nav"
            ref={row}
            aria-label={t('shopper.industries')}
            sx={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
          >
            <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
              {data.map((industry) => (
                <li key={industry.id}>
                  <IndustryNavLink
                    to={listingHref(industry.id, 1)}
                    aria-current={String(industry.id) === active ? 'page' : undefined}
                    onClick={() =>
                      void queryClient.invalidateQueries({
                        queryKey: catalogKeys.companyLists(industry.id),
                      })
                    }
                  >
                    <IndustryIcon src={industry.icon_url} name={industry.name} size={26} />
                    {industry.name}
                  </IndustryNavLink>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Container>
    </Box>
  );
}
