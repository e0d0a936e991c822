import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import QuoteIcon from '@mui/icons-material/FormatQuoteRounded';
import { useTranslation } from 'react-i18next';
import { cardListSx } from '../../info';
import { TESTIMONIALS } from './testimonials';

/** Three people of the team in their own words, each with a portrait. */
export function TestimonialList() {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={cardListSx({ md: 'repeat(3, 1fr)' })}>
      {TESTIMONIALS.map(({ id, image }) => {
        const base = `partners.careers.testimonials.items.${id}`;
        const name = t(`${base}.name`);
        return (
          <Box
            component="li"
            key={id}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              p: { xs: 2.5, md: 3 },
              borderRadius: '16px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="figure"
              sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
            >
              <QuoteIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
              <Typography component="blockquote" variant="body1" sx={{ m: 0, flex: 1 }}>
                {t(`${base}.quote`)}
              </Typography>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  component="img"
                  src={image}
                  alt={t(`${base}.alt`)}
                  width={64}
                  height={64}
                  loading="lazy"
                  sx={{
                    width: 64,
                    height: 64,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: 'primary.light',
                  }}
                />
                <Box>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`${base}.title`)}
                  </Typography>
                </Box>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
