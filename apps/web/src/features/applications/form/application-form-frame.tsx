import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../ui/form-error';
import type { ApplicationForm } from '../api/submit-application';
import { ApplicationConfirmation } from '../confirmation/application-confirmation';
import { ApplicationFormProvider } from './application-form-provider';
import type { ApplicationFormState } from './use-application-form';

interface ApplicationFormFrameProps<F extends ApplicationForm> {
  form: F;
  state: ApplicationFormState<F>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  children: ReactNode;
  /** The submit button (or a wizard's buttons), placed under the form-wide error. */
  actions: ReactNode;
  /** Replaces the plain submit, e.g. a wizard that moves on a step first. */
  onSubmit?: (event: FormEvent) => Promise<void>;
}

/**
 * The form element around an application's fields: gives the fields their form by context,
 * shows what went wrong beyond any one field, and makes way for the confirmation once sent.
 */
export function ApplicationFormFrame<F extends ApplicationForm>({
  form,
  state,
  labelledBy,
  children,
  actions,
  onSubmit,
}: ApplicationFormFrameProps<F>) {
  if (state.result) return <ApplicationConfirmation form={form} response={state.result} />;
  return (
    <ApplicationFormProvider methods={state.methods}>
      <Box
        component="form"
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => void (onSubmit ? onSubmit(event) : state.submit(event))}
      >
        <Stack spacing={2.5}>
          {children}
          <FormError message={state.formError} />
          {actions}
        </Stack>
      </Box>
    </ApplicationFormProvider>
  );
}
