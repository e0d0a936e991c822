import { useController } from 'react-hook-form';
import { useFormMethods } from '../form/application-form-provider';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';

/**
 * One field of the surrounding application form: its controller and its error in the
 * reader's language (the domain's words, from the browser's check or the server's answer).
 */
export function useApplicationField(name: string) {
  const translateMessage = useTranslateMessage();
  const { control } = useFormMethods();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    field,
    error: message ? translateMessage(message) : undefined,
  };
}
