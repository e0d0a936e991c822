import { useController } from 'react-hook-form';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';

/**
 * One field of the surrounding application form: its controller and its error in the
 * reader's language (the domain's words, from the browser's check or the server's answer).
 */
export function useApplicationField(name: string) {
  const translateMessage = useTranslateMessage();
  // The form's control comes from FormProvider's control context, which never changes: the
  // field re-renders for its own state only.
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return {
    field,
    error: message ? translateMessage(message) : undefined,
  };
}
