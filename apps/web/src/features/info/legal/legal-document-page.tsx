import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InfoPageHeader } from '../components/info-page-header';
import { useHashTarget } from '../components/use-hash-target';
import { LastUpdated } from './last-updated';
import { LEGAL_DOCUMENTS, type LegalDocumentKey } from './legal-documents';
import { LegalPrintStyles } from './legal-print-styles';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';

/** A legal text: title, date, table of contents and numbered sections at a readable width. */
export function LegalDocumentPage({ document: key }: { document: LegalDocumentKey }) {
  const { t } = useTranslation();
  useHashTarget();
  const legal = LEGAL_DOCUMENTS[key];
  const titleId = `${key}-title`;
  return (
    <Box component="article" aria-labelledby={titleId}>
      <LegalPrintStyles />
      <InfoPageHeader
        titleId={titleId}
        eyebrow={t('footer.legal')}
        title={t(`pages.${legal.page}.title`)}
        intro={t(`info.legal.${key}.intro`)}
      >
        <LastUpdated />
        <Button
          variant="outlined"
          size="small"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          data-print="hide"
          sx={{ mt: 2, bgcolor: 'background.paper' }}
        >
          {t('info.legal.common.print')}
        </Button>
      </InfoPageHeader>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
          '@media print': { display: 'block', py: 0 },
        }}
      >
        <LegalToc document={legal} />
        <Box sx={{ maxWidth: '72ch', minWidth: 0, overflowWrap: 'break-word' }}>
          {legal.sections.map((sectionKey, index) => (
            <LegalSection
              key={sectionKey}
              document={key}
              sectionKey={sectionKey}
              number={index + 1}
            />
          ))}
          <Link
            component={RouterLink}
            to={{ hash: titleId }}
            data-print="hide"
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {t('info.legal.common.backToTop')}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
