import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import ShieldIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useTranslation } from 'react-i18next';
import { AboutCardGrid, AboutSection } from '../../info';
import { ApplicationPanel } from '../components/application-panel';
import { RiderArt } from '../components/partner-art';
import { PartnerFaqSection } from '../components/partner-faq-section';
import { PartnerHero } from '../components/partner-hero';
import { PartnerSteps } from '../components/partner-steps';
import { RiderApplicationForm } from './rider-application-form';
import { RiderRequirements } from './rider-requirements';

const BENEFITS = [
  { key: 'earnings', icon: <PaymentsIcon /> },
  { key: 'hours', icon: <ScheduleIcon /> },
  { key: 'weekly', icon: <WalletIcon /> },
  { key: 'insurance', icon: <ShieldIcon /> },
];

const STEPS = ['apply', 'call', 'onboard', 'ride'] as const;

/** /riders: why ride with Sauda, what it takes, how joining goes, questions, and the form. */
export function RidersPage() {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="riders-title">
      <PartnerHero
        titleId="riders-title"
        eyebrow={t('partners.riders.eyebrow')}
        title={t('pages.riders.title')}
        intro={t('partners.riders.intro')}
        highlights={t('partners.riders.highlights', { returnObjects: true }) as string[]}
        cta={t('partners.riders.cta')}
        ctaTarget="apply"
        art={<RiderArt />}
      />
      <AboutSection
        id="riders-benefits"
        title={t('partners.riders.benefits.title')}
        subtitle={t('partners.riders.benefits.subtitle')}
      >
        <AboutCardGrid base="partners.riders.benefits.items" items={BENEFITS} />
      </AboutSection>
      <AboutSection
        id="riders-requirements"
        title={t('partners.riders.requirements.title')}
        subtitle={t('partners.riders.requirements.subtitle')}
        tinted
      >
        <RiderRequirements />
      </AboutSection>
      <AboutSection id="riders-steps" title={t('partners.riders.steps.title')}>
        <PartnerSteps base="partners.riders.steps.items" steps={STEPS} />
      </AboutSection>
      <PartnerFaqSection group="riders" title={t('partners.riders.faqTitle')} />
      <ApplicationPanel
        id="apply"
        titleId="rider-apply-title"
        title={t('partners.riders.form.title')}
        intro={t('partners.riders.form.intro')}
      >
        <RiderApplicationForm labelledBy="rider-apply-title" />
      </ApplicationPanel>
    </article>
  );
}
