import Button from '@mui/material/Button';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownwardRounded';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutCardGrid, AboutSection, InfoPageHeader } from '../../info';
import { ApplicationPanel } from '../components/application-panel';
import { OpenRoleList } from './open-role-list';
import type { OpenRole } from './open-roles';
import { TestimonialList } from './testimonial-list';
import { CareerWizard, type RoleChoice } from './wizard/career-wizard';

const VALUES = [
  { key: 'customers', icon: <StorefrontIcon /> },
  { key: 'ownership', icon: <BoltIcon /> },
  { key: 'riders', icon: <HandshakeIcon /> },
  { key: 'growth', icon: <SchoolIcon /> },
];

const APPLY_ID = 'apply';
const APPLY_TITLE_ID = 'career-apply-title';

/** /careers: how the team works, three of its people, the open roles and the application. */
export function CareersPage() {
  const { t } = useTranslation();
  const [roleChoice, setRoleChoice] = useState<RoleChoice | null>(null);

  const apply = (role: OpenRole) => {
    setRoleChoice({ role: role.title });
    // The wizard is further down: take the applicant there, with the role already chosen.
    document.getElementById(APPLY_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    document.getElementById(APPLY_TITLE_ID)?.focus({ preventScroll: true });
  };

  return (
    <article aria-labelledby="careers-title">
      <InfoPageHeader
        titleId="careers-title"
        eyebrow={t('partners.careers.eyebrow')}
        title={t('pages.careers.title')}
        intro={t('partners.careers.intro')}
      >
        <Button
          href="#open-roles"
          variant="contained"
          size="large"
          endIcon={<ArrowDownwardIcon />}
          sx={{ mt: 3 }}
        >
          {t('partners.careers.cta')}
        </Button>
      </InfoPageHeader>
      <AboutSection
        id="careers-values"
        title={t('partners.careers.values.title')}
        subtitle={t('partners.careers.values.subtitle')}
      >
        <AboutCardGrid base="partners.careers.values.items" items={VALUES} />
      </AboutSection>
      <AboutSection id="careers-people" title={t('partners.careers.testimonials.title')} tinted>
        <TestimonialList />
      </AboutSection>
      <AboutSection
        id="open-roles"
        title={t('partners.careers.roles.title')}
        subtitle={t('partners.careers.roles.subtitle')}
      >
        <OpenRoleList onApply={apply} />
      </AboutSection>
      <ApplicationPanel
        id={APPLY_ID}
        titleId={APPLY_TITLE_ID}
        title={t('partners.careers.form.title')}
        intro={t('partners.careers.form.intro')}
      >
        <CareerWizard labelledBy={APPLY_TITLE_ID} roleChoice={roleChoice} />
      </ApplicationPanel>
    </article>
  );
}
