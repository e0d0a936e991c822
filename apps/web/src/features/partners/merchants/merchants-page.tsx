import DashboardIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import BikeIcon from '@mui/icons-material/TwoWheelerOutlined';
import { useTranslation } from 'react-i18next';
import { AboutCardGrid, AboutSection } from '../../info';
import { ApplicationPanel } from '../components/application-panel';
import { MerchantArt } from '../components/partner-art';
import { PartnerFaqSection } from '../components/partner-faq-section';
import { PartnerHero } from '../components/partner-hero';
import { PartnerSteps } from '../components/partner-steps';
import { MerchantApplicationForm } from './merchant-application-form';
import { MerchantSupportCard } from './merchant-support-card';

const BENEFITS = [
  { key: 'reach', icon: <GroupsIcon /> },
  { key: 'fleet', icon: <BikeIcon /> },
  { key: 'backOffice', icon: <DashboardIcon /> },
  { key: 'payouts', icon: <PaymentsIcon /> },
];

const STEPS = ['apply', 'visit', 'menu', 'live'] as const;

/** /merchants: what a store gains, how it goes live, questions, and the form or support. */
export function MerchantsPage() {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="merchants-title">
      <PartnerHero
        titleId="merchants-title"
        eyebrow={t('partners.merchants.eyebrow')}
        title={t('pages.merchants.title')}
        intro={t('partners.merchants.intro')}
        highlights={t('partners.merchants.highlights', { returnObjects: true }) as string[]}
        cta={t('partners.merchants.cta')}
        ctaTarget="apply"
        art={<MerchantArt />}
      />
      <AboutSection
        id="merchants-benefits"
        title={t('partners.merchants.benefits.title')}
        subtitle={t('partners.merchants.benefits.subtitle')}
      >
        <AboutCardGrid base="partners.merchants.benefits.items" items={BENEFITS} />
      </AboutSection>
      <AboutSection id="merchants-steps" title={t('partners.merchants.steps.title')} tinted>
        <PartnerSteps base="partners.merchants.steps.items" steps={STEPS} />
      </AboutSection>
      <PartnerFaqSection group="merchants" title={t('partners.merchants.faqTitle')} />
      <ApplicationPanel
        id="apply"
        titleId="merchant-apply-title"
        title={t('partners.merchants.form.title')}
        intro={t('partners.merchants.form.intro')}
        aside={<MerchantSupportCard />}
      >
        <MerchantApplicationForm labelledBy="merchant-apply-title" />
      </ApplicationPanel>
    </article>
  );
}
