import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_SCHEMAS,
  type FormInput,
  type FormSubmissionResponse,
  type FormValues,
} from '@sauda/domain';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorText } from '../../../i18n';
import { submitApplication, type ApplicationForm } from '../api/submit-application';
import { applyServerFieldErrors } from './server-field-errors';

export interface ApplicationFormState<F extends ApplicationForm> {
  methods: UseFormReturn<FormInput<F>, unknown, FormValues<F>>;
  /** Checks every field, then sends; wire it to the form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The service's answer once the application went through. */
  result: FormSubmissionResponse | null;
  /** What went wrong that no field can show (network, server, files unavailable). */
  formError: string | null;
}

/**
 * One application form: the domain's schema checks each field when it is left and everything
 * on submit (same words as the server); a 400 puts the server's messages under their fields.
 */
export function useApplicationForm<F extends ApplicationForm>(
  form: F,
  defaultValues: DefaultValues<FormInput<F>>,
): ApplicationFormState<F> {
  const { errorText } = useErrorText();
  const schema = FORM_SCHEMAS[form] as unknown as z.ZodType<FormValues<F>, FormInput<F>>;
  const methods = useForm<FormInput<F>, unknown, FormValues<F>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const [result, setResult] = useState<FormSubmissionResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fieldNames = Object.keys(FORM_SCHEMAS[form].shape);
  const submit = methods.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setResult(await submitApplication(form, values));
    } catch (error) {
      if (!applyServerFieldErrors(error, fieldNames, methods.setError)) {
        setFormError(errorText(error));
      }
    }
  });

  return { methods, submit, result, formError };
}
