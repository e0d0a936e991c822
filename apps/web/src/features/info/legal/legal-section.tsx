import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RichText } from '../components/rich-text';
import { toLegalBlocks } from './legal-blocks';
import { sectionId, type LegalDocumentKey } from './legal-documents';

interface LegalSectionProps {
  document: LegalDocumentKey;
  sectionKey: string;
  number: number;
}

/** One numbered section of a legal text: its h2, then its paragraphs and lists in order. */
export function LegalSection({ document, sectionKey, number }: LegalSectionProps) {
  const { t } = useTranslation();
  const base = `info.legal.${document}.sections.${sectionKey}`;
  const id = sectionId(sectionKey);
  const blocks = toLegalBlocks(t(`${base}.blocks`, { returnObjects: true }));
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: 88,
        '&:focus-visible': { outline: 'none' },
        '& + &': { mt: { xs: 4, md: 5 } },
      }}
    >
      <Typography
        id={`${id}-title`}
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1.5, breakAfter: 'avoid' }}
      >
        {number}. {t(`${base}.title`)}
      </Typography>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} variant="body1" sx={{ mb: 1.5 }}>
            <RichText i18nKey={`${base}.blocks.${index}`} />
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ m: 0, mb: 1.5, pl: 3, typography: 'body1' }}>
            {block.map((_item, itemIndex) => (
              <Box component="li" key={itemIndex} sx={{ mb: 0.75 }}>
                <RichText i18nKey={`${base}.blocks.${index}.${itemIndex}`} />
              </Box>
            ))}
          </Box>
        ),
      )}
    </Box>
  );
}
