import Box from '@mui/material/Box';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';
import { HydrateWhenVisible } from '../hydrate-when-visible';

// The footer's code (its newsletter form, app badges and links) loads once it is needed: on a
// rendered page, when the footer nears the viewport; the server's HTML shows until then.
const FooterContent = lazy(async () => ({
  default: (await import('./footer-content')).FooterContent,
}));

/** Site footer (SPEC §1, §2): apps, social pages, legal and help links, support, newsletter. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ bgcolor: brand.primaryDark, color: '#FFFFFF', mt: 'auto', pt: { xs: 5, md: 7 }, pb: 3 }}
    >
      <HydrateWhenVisible>
        <FooterContent />
      </HydrateWhenVisible>
    </Box>
  );
}
