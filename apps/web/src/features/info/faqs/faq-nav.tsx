import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FAQ_GROUPS } from './faq-groups';

/** In-page links to the groups, each with its number of questions. */
export function FaqNav() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('info.faqs.navLabel')} sx={{ mt: 3 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {FAQ_GROUPS.map((group) => (
          <li key={group.id}>
            <Chip
              component={RouterLink}
              to={{ hash: group.id }}
              clickable
              variant="outlined"
              label={`${t(`info.faqs.groups.${group.id}.title`)} · ${t('info.faqs.questionCount', { count: group.items.length })}`}
              sx={{ bgcolor: 'background.paper', fontWeight: 600, height: 40, px: 0.5 }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
