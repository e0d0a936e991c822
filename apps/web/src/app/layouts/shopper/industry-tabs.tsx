import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { listingHref } from '../../../features/catalog/listing/listing-params';
import { IndustryIcon } from '../../../ui/industry-icon';
import { sortIndustries } from '../../../ui/sort-industries';

/** The listing's industry: ?industryId, else the first industry type (SPEC §2); none in a search. */
function useActiveIndustryId(firstId: number | undefined): string | false {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onListing = pathname === '/products' || pathname === '/';
  if (!onListing || params.has('search')) return false;
  return params.get('industryId') ?? (firstId === undefined ? false : String(firstId));
}

/**
 * The secondary bar: one tab per industry, each going to /products?industryId={id}. The link
 * drops any search and page (SPEC §4: search reset, page index back to 1) and the store list
 * reloads.
 */
export function IndustryTabs() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    ...industriesQueryOptions(),
    select: sortIndustries,
  });
  const active = useActiveIndustryId(data?.[0]?.id);
  const known = data?.some((industry) => String(industry.id) === active) ? active : false;

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
          <Tabs
            value={known}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('shopper.industries')}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {data.map((industry) => (
              <Tab
                key={industry.id}
                value={String(industry.id)}
                label={industry.name}
                component={RouterLink}
                to={listingHref(industry.id, 1)}
                onClick={() =>
                  void queryClient.invalidateQueries({
                    queryKey: catalogKeys.companyLists(industry.id),
                  })
                }
                icon={<IndustryIcon src={industry.icon_url} name={industry.name} size={26} />}
                iconPosition="start"
                sx={{ minHeight: 48, gap: 0.5, px: 1.5 }}
              />
            ))}
          </Tabs>
        )}
      </Container>
    </Box>
  );
}
