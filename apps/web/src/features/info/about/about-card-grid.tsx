import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cardListSx } from './card-list-sx';

interface AboutCardGridProps {
  /** Where the cards' texts live, e.g. `info.about.values.items`. */
  base: string;
  items: ReadonlyArray<{ key: string; icon: ReactElement }>;
}

/** A list of icon cards, each with an h3 and a short text; one column on a phone. */
export function AboutCardGrid({ base, items }: AboutCardGridProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={cardListSx({ sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' })}>
      {items.map(({ key, icon }) => (
        <Box
          component="li"
          key={key}
          sx={{
            p: { xs: 2, md: 3 },
            borderRadius: '16px',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 52,
              height: 52,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '14px',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              mb: 1.5,
            }}
          >
            {icon}
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {t(`${base}.${key}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`${base}.${key}.body`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
