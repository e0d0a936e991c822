import BoltIcon from '@mui/icons-material/BoltOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorderRounded';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { InfoPageHeader } from '../components/info-page-header';
import { AboutCardGrid } from './about-card-grid';
import { AboutJoinSection } from './about-join-section';
import { AboutSection } from './about-section';
import { AboutStorySection } from './about-story-section';

const HOW = [
  { key: 'browse', icon: <PlaceIcon /> },
  { key: 'cash', icon: <PaymentsIcon /> },
  { key: 'live', icon: <BoltIcon /> },
  { key: 'safe', icon: <KeyIcon /> },
];

const VALUES = [
  { key: 'local', icon: <StorefrontIcon /> },
  { key: 'honest', icon: <ReceiptIcon /> },
  { key: 'riders', icon: <FavoriteIcon /> },
  { key: 'care', icon: <SupportIcon /> },
];

/** /about-us: who Sauda is, how it works, what it stands for and how to join. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="about-title">
      <InfoPageHeader
        titleId="about-title"
        eyebrow={t('info.about.eyebrow')}
        title={t('pages.about.title')}
        intro={t('info.about.intro')}
      />
      <AboutStorySection />
      <AboutSection id="about-how" title={t('info.about.how.title')} tinted>
        <AboutCardGrid base="info.about.how.items" items={HOW} />
      </AboutSection>
      <AboutSection id="about-values" title={t('info.about.values.title')}>
        <AboutCardGrid base="info.about.values.items" items={VALUES} />
      </AboutSection>
      <AboutJoinSection />
    </article>
  );
}
