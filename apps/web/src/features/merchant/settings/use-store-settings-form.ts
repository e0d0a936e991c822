import { zodResolver } from '@hookform/resolvers/zod';
import type { MerchantStore } from '@sauda/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isRequestError } from '../../../api/request-error';
import { useErrorText } from '../../../i18n';
import { useUpdateMerchantStore } from '../shell/api/update-merchant-store';
import {
  settingsFormError,
  storeSettingsFormSchema,
  type SettingsFormInput,
  type SettingsFormValues,
} from './model/settings-form-schema';
import { settingsBodyOf, settingsFormValuesOf } from './model/settings-form-values';
import { sortServerFieldErrors } from './model/server-field-errors';

/**
 * The settings form: checked in the browser with the domain's rules, sent as one PATCH. The
 * server's field messages land under their fields (the first one focused); anything else it
 * says shows under the form.
 */
export function useStoreSettingsForm(store: MerchantStore, onSaved: () => void) {
  const { errorText } = useErrorText();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(storeSettingsFormSchema, { error: settingsFormError }),
    defaultValues: settingsFormValuesOf(store),
  });
  const save = useUpdateMerchantStore(store.query_id);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const refused = (error: unknown) => {
    const { onFields, elsewhere } = sortServerFieldErrors(
      isRequestError(error) ? error.fields : undefined,
    );
    onFields.forEach(([name, message], position) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: position === 0 }),
    );
    setFormMessage(elsewhere[0] ?? (onFields.length > 0 ? null : errorText(error)));
  };

  const submit = form.handleSubmit((values) => {
    setFormMessage(null);
    save.mutate(settingsBodyOf(values), {
      onSuccess: (saved) => {
        form.reset(settingsFormValuesOf(saved));
        onSaved();
      },
      onError: refused,
    });
  });

  return { form, submit, saving: save.isPending, formMessage };
}
