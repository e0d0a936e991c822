import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RichText } from '../components/rich-text';
import { LEGAL_LAST_UPDATED } from './legal-documents';

/** "Last updated: 23 November 2026", written in the reader's language. */
export function LastUpdated() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ur' ? 'ur-PK' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`),
  );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2, fontWeight: 500 }}>
      <RichText
        i18nKey="info.legal.common.lastUpdated"
        values={{ date }}
        components={{ time: <time dateTime={LEGAL_LAST_UPDATED} /> }}
      />
    </Typography>
  );
}
