import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../components/rich-text';
import { useInfoValues } from '../components/info-values';
import { faqItemId, type FaqItemKey } from './faq-groups';

interface FaqItemProps {
  itemKey: FaqItemKey;
  /** The address names this question (/faqs#faq-handover): it opens. */
  targeted: boolean;
}

/** One question: a heading button that opens its answer (MUI's accessible accordion). */
export function FaqItem({ itemKey, targeted }: FaqItemProps) {
  const { t } = useTranslation();
  const values = useInfoValues();
  const [open, setOpen] = useState(targeted);
  const [wasTargeted, setWasTargeted] = useState(targeted);
  if (targeted !== wasTargeted) {
    setWasTargeted(targeted);
    if (targeted) setOpen(true);
  }
  const id = faqItemId(itemKey);
  return (
    <Accordion
      id={id}
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      elevation={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px !important',
        scrollMarginTop: 96,
        '&::before': { display: 'none' },
        '&.Mui-expanded': { borderColor: 'primary.light' },
      }}
    >
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}
      >
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`info.faqs.items.${itemKey}.q`, values)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails
        id={`${id}-answer`}
        sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 2.5, maxWidth: '72ch' }}
      >
        <Typography variant="body1" color="text.secondary">
          <RichText i18nKey={`info.faqs.items.${itemKey}.a`} />
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
