import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentStore } from '../shell/current-store';
import { DiscountsPanel } from './discounts/discounts-panel';
import { PROMOTIONS_TABS, TAB_PARAM, tabFrom, type PromotionsTab } from './model/promotions-tab';
import { VouchersPanel } from './vouchers/vouchers-panel';

const PAGE_PARAM = 'page';
const tabId = (tab: PromotionsTab) => `promotions-tab-${tab}`;
const panelId = (tab: PromotionsTab) => `promotions-panel-${tab}`;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /promotions: the store's vouchers and its product discounts, a tab each (`?tab=`), for
 * owners and managers (merchant-roles `managePromotions`).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { storeQueryId: storeId, store } = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const hrefOf = (next: PromotionsTab, page = 1) => {
    const search = new URLSearchParams({ [TAB_PARAM]: next });
    if (page > 1) search.set(PAGE_PARAM, String(page));
    return `?${search.toString()}`;
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography variant="h2" component="h1">
        {t('merchantPromotions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('merchantPromotions.subtitle', { store: store.name })}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: PromotionsTab) =>
          setParams(new URLSearchParams(hrefOf(next)), { replace: true })
        }
        aria-label={t('merchantPromotions.tabs.label')}
        sx={{
          mt: { xs: 1.5, md: 2.5 },
          mb: { xs: 2, md: 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {PROMOTIONS_TABS.map((shown) => (
          <Tab
            key={shown}
            value={shown}
            label={t(`merchantPromotions.tabs.${shown}`)}
            id={tabId(shown)}
            aria-controls={panelId(shown)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'vouchers' ? (
          <VouchersPanel storeId={storeId} />
        ) : (
          <DiscountsPanel
            storeId={storeId}
            page={pageFrom(params)}
            pageHref={(page) => hrefOf('discounts', page)}
          />
        )}
      </Box>
    </Container>
  );
}
