import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { StoresSoonIllustration } from '../components/stores-soon-illustration';
import { IndustryChips } from '../components/industry-chips';

/** Nothing matched: say so kindly and offer ways on. */
export function NoSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<StoresSoonIllustration />}
      title={t('catalog.search.emptyTitle', { query })}
      body={t('catalog.search.emptyBody')}
    >
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('catalog.search.tipsTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, mb: 1.5, pl: 2.5, color: 'text.secondary', textAlign: 'start' }}
      >
        <li>{t('catalog.search.tipSpelling')}</li>
        <li>{t('catalog.search.tipGeneral')}</li>
        <li>{t('catalog.search.tipBrowse')}</li>
      </Box>
      <IndustryChips />
    </EmptyState>
  );
}
