import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import CakeIcon from '@mui/icons-material/CakeOutlined';
import LicenceIcon from '@mui/icons-material/CardMembershipOutlined';
import BikeIcon from '@mui/icons-material/TwoWheelerOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cardListSx } from '../../info';

/** SPEC §1: exactly what a rider needs, nothing more. */
const REQUIREMENTS: ReadonlyArray<{ key: string; icon: ReactElement }> = [
  { key: 'age', icon: <CakeIcon /> },
  { key: 'cnic', icon: <BadgeIcon /> },
  { key: 'licence', icon: <LicenceIcon /> },
  { key: 'motorbike', icon: <BikeIcon /> },
];

/** The four things a rider must have, as a checklist. */
export function RiderRequirements() {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={cardListSx({ sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' })}>
      {REQUIREMENTS.map(({ key, icon }) => (
        <Box
          component="li"
          key={key}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: { xs: 2, md: 2.5 },
            borderRadius: '16px',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
            {icon}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t(`partners.riders.requirements.items.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`partners.riders.requirements.items.${key}.body`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
