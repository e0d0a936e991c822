import { karachiTime } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/server-message';
import { useTranslateMessage } from '../../../i18n';
import { useUpdateMerchantStore } from './api/update-merchant-store';
import { pauseUntil, type PauseChoice } from './model/pause-until';
import { useNotice } from './use-notice';

/**
 * Pauses new orders or takes them again (`paused_until` an instant or null) and says how it
 * went: a confirmation naming the pause, or the reason it was refused.
 */
export function usePauseStore(storeQueryId: string) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const update = useUpdateMerchantStore(storeQueryId);
  const { notice, say, dismiss } = useNotice();

  const confirmation = (choice: PauseChoice | null, until: string | null): string => {
    if (choice === null || until === null) return t('backOffice.pause.reopened');
    if (choice === 'untilReopened') return t('backOffice.pause.pausedIndefinitely');
    return t('backOffice.pause.pausedFor', {
      count: choice,
      time: karachiTime(new Date(until)),
    });
  };

  const send = (choice: PauseChoice | null) => {
    const until = choice === null ? null : pauseUntil(choice, new Date());
    update.mutate(
      { paused_until: until },
      {
        onSuccess: () => say('success', confirmation(choice, until)),
        onError: (error) => say('error', translateMessage(errorMessage(error))),
      },
    );
  };

  return { send, pending: update.isPending, notice, dismiss };
}
