import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sectionId, type LegalDocument } from './legal-documents';

/** The table of contents: one link per section, sticky beside the text on wide screens. */
export function LegalToc({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const titleId = `${document.key}-toc-title`;
  return (
    <Box
      component="nav"
      aria-labelledby={titleId}
      sx={{
        position: { md: 'sticky' },
        top: { md: 88 },
        maxHeight: { md: 'calc(100vh - 112px)' },
        overflowY: { md: 'auto' },
        p: 2,
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '@media print': { display: 'none' },
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('info.legal.common.onThisPage')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {document.sections.map((key) => (
          <Box component="li" key={key} sx={{ py: 0.5 }}>
            <Link
              component={RouterLink}
              to={{ hash: sectionId(key) }}
              color="text.primary"
              sx={{ display: 'inline-block', py: 0.25 }}
            >
              {t(`info.legal.${document.key}.sections.${key}.title`)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
