import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { GALLERY_SECTIONS } from './gallery-sections';

function TableOfContents() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-labelledby="gallery-toc-title"
      sx={{
        p: 2,
        mb: { xs: 4, md: 6 },
        borderRadius: '16px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="gallery-toc-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('showcase.gallery.toc')}
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          paddingInlineStart: 2.5,
          columns: { xs: 1, sm: 2, md: 3 },
          '& li': { py: 0.25 },
        }}
      >
        {GALLERY_SECTIONS.map(({ key, anchor }) => (
          <li key={key}>
            <Link href={`#${anchor}`} variant="body2">
              {t(`showcase.gallery.sections.${key}.title`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** /test/design-2: each marketing block in its own labelled section, with a table of contents. */
export function BlocksGalleryPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('showcase.gallery.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('showcase.gallery.intro')}
      </Typography>
      <TableOfContents />
      {GALLERY_SECTIONS.map(({ key, anchor, Block }) => (
        <Box
          component="section"
          key={key}
          id={anchor}
          aria-labelledby={`${anchor}-title`}
          sx={{ scrollMarginTop: 96, mb: { xs: 5, md: 7 } }}
        >
          <Box sx={{ mb: 2.5, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography
              id={`${anchor}-title`}
              variant="overline"
              component="h2"
              sx={{ color: brand.primary, fontSize: '0.8125rem' }}
            >
              {t(`showcase.gallery.sections.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`showcase.gallery.sections.${key}.note`)}
            </Typography>
          </Box>
          <Block titleComponent="h3" />
        </Box>
      ))}
    </Container>
  );
}
