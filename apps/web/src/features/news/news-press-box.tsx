import Link from '@mui/material/Link';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import { CalloutBox } from '../../ui/callout-box';

/** Who journalists write to, with the contact form's Press topic as the other way in. */
export function NewsPressBox() {
  const { t } = useTranslation();
  const email = t('news.press.email');
  return (
    <CalloutBox
      titleId="news-press-title"
      icon={<CampaignIcon />}
      title={t('news.press.title')}
      body={t('news.press.body')}
      contacts={
        <Link href={`mailto:${email}`} sx={{ fontWeight: 600 }}>
          {email}
        </Link>
      }
      action={{ label: t('news.press.contact'), to: '/contact?topic=press' }}
    />
  );
}
