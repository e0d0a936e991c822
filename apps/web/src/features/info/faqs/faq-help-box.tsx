import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { CalloutBox } from '../../../ui/callout-box';

/** Where to go when no answer fits: the 24/7 support line, email and contact page. */
export function FaqHelpBox() {
  const { t } = useTranslation();
  const email = t('footer.supportEmail');
  const phone = t('footer.supportPhone');
  return (
    <CalloutBox
      titleId="faq-help-title"
      icon={<SupportIcon />}
      title={t('info.faqs.help.title')}
      body={t('info.faqs.help.body')}
      contacts={
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <Link href={`mailto:${email}`}>{email}</Link>
          <Link href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
            {phone}
          </Link>
        </Stack>
      }
      action={{ label: t('info.faqs.help.contact'), to: '/contact' }}
    />
  );
}
