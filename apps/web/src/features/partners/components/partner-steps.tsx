import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

interface PartnerStepsProps {
  /** Where the steps' texts live, e.g. `partners.riders.steps.items`. */
  base: string;
  steps: readonly string[];
}

/** How joining goes, as numbered steps: one column on a phone, a row on a wide screen. */
export function PartnerSteps({ base, steps }: PartnerStepsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${steps.length}, 1fr)`,
        },
      }}
    >
      {steps.map((key, index) => (
        <Box
          component="li"
          key={key}
          sx={{
            display: 'flex',
            gap: 2,
            p: { xs: 2, md: 2.5 },
            borderRadius: '16px',
            bgcolor: brand.background,
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 0.5 }}>
              {t(`${base}.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`${base}.${key}.body`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
