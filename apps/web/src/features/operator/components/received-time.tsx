import { useTranslation } from 'react-i18next';
import { receivedAgo, receivedAt } from '../model/received-ago';

/** "3 hours ago", with the full date and time on hover and for machines. */
export function ReceivedTime({ at, now }: { at: string; now: number }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at} title={receivedAt(at, i18n.language)}>
      {receivedAgo(at, now, i18n.language)}
    </time>
  );
}
