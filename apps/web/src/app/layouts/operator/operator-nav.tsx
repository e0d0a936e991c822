import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ApplicationsIcon from '@mui/icons-material/InboxOutlined';
import StoresIcon from '@mui/icons-material/StorefrontOutlined';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OPERATOR_PATHS } from '../../../features/operator/model/operator-paths';
import { brand } from '../../../theme/tokens';

const ITEMS = [
  { to: OPERATOR_PATHS.applications, label: 'applications', icon: <ApplicationsIcon /> },
  { to: OPERATOR_PATHS.stores, label: 'stores', icon: <StoresIcon /> },
] as const;

/** The operator's two sections; the current one is marked for sight and for screen readers. */
export function OperatorNav() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('operator.nav.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {ITEMS.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          startIcon={item.icon}
          sx={{
            color: 'text.secondary',
            borderRadius: 1,
            px: 1.5,
            '&.active': { bgcolor: brand.primaryLight, color: 'primary.main' },
          }}
        >
          {t(`operator.nav.${item.label}`)}
        </Button>
      ))}
    </Box>
  );
}
