import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { InfoPageHeader } from '../components/info-page-header';
import { useHashTarget } from '../components/use-hash-target';
import { FAQ_GROUPS } from './faq-groups';
import { FaqGroupSection } from './faq-group-section';
import { FaqHelpBox } from './faq-help-box';
import { FaqNav } from './faq-nav';

/** /faqs: the questions of customers, riders and merchants, each group linkable (#riders). */
export function FaqsPage() {
  const { t } = useTranslation();
  const target = useHashTarget();
  return (
    <article aria-labelledby="faqs-title">
      <InfoPageHeader
        titleId="faqs-title"
        eyebrow={t('info.faqs.eyebrow')}
        title={t('info.faqs.title')}
        intro={t('info.faqs.intro')}
      >
        <FaqNav />
      </InfoPageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 5, md: 7 }}>
          {FAQ_GROUPS.map((group) => (
            <FaqGroupSection key={group.id} group={group} target={target} />
          ))}
          <FaqHelpBox />
        </Stack>
      </Container>
    </article>
  );
}
