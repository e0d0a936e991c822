import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FaqItem, FAQ_GROUPS, type FaqGroupId, AboutSection } from '../../info';
import { flipInRtl } from '../../../ui/flip-in-rtl';

interface PartnerFaqSectionProps {
  group: Exclude<FaqGroupId, 'customers'>;
  title: string;
}

/** The FAQ page's questions for this audience, with a way to all of them on /faqs. */
export function PartnerFaqSection({ group, title }: PartnerFaqSectionProps) {
  const { t } = useTranslation();
  const items = FAQ_GROUPS.find((candidate) => candidate.id === group)?.items ?? [];
  return (
    <AboutSection id={`${group}-faq`} title={title}>
      <Stack spacing={1.25} sx={{ maxWidth: 880 }}>
        {items.map((key) => (
          <FaqItem key={key} itemKey={key} targeted={false} />
        ))}
      </Stack>
      <Link
        component={RouterLink}
        to={`/faqs#${group}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2.5, fontWeight: 600 }}
      >
        {t(`partners.faqLink.${group}`)}
        <ArrowForwardIcon fontSize="small" aria-hidden sx={flipInRtl} />
      </Link>
    </AboutSection>
  );
}
