import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { AboutSection } from './about-section';

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** Who Sauda is, and the cities it delivers in. */
export function AboutStorySection() {
  const { t } = useTranslation();
  const paragraphs = textList(t('info.about.story.paragraphs', { returnObjects: true }));
  const cities = textList(t('info.about.cities.list', { returnObjects: true }));
  return (
    <AboutSection id="about-story" title={t('info.about.story.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ maxWidth: '72ch' }}>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body1" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Box
          component="aside"
          aria-labelledby="about-cities-title"
          sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '16px', bgcolor: brand.primaryLight }}
        >
          <Typography id="about-cities-title" variant="h3" sx={{ fontSize: '1.125rem' }}>
            {t('info.about.cities.title')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              my: 1.5,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            {cities.map((city) => (
              <li key={city}>
                <Chip
                  icon={<PlaceIcon />}
                  label={city}
                  sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
                />
              </li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('info.about.cities.body')}
          </Typography>
        </Box>
      </Box>
    </AboutSection>
  );
}
