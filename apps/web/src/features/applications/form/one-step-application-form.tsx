import type { FormInput } from '@sauda/domain';
import { useMemo, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { HydrationBoundary } from '../../../ui/hydration-boundary';
import type { ApplicationForm } from '../api/submit-application';
import { ApplicationFormFrame } from './application-form-frame';
import { SubmitApplicationButton } from './submit-application-button';
import { useApplicationForm } from './use-application-form';

interface OneStepApplicationFormProps<F extends ApplicationForm> {
  form: F;
  defaultValues: DefaultValues<FormInput<F>>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * An application sent in one step. The form's state lives here and the fields come from the
 * caller, so a change of that state (react-hook-form's first comes as the form mounts, and
 * synchronously) re-renders this frame alone. The fields hydrate as a slice of their own,
 * after the frame: kept as the same element, they are not made to hydrate at once.
 */
export function OneStepApplicationForm<F extends ApplicationForm>({
  form,
  defaultValues,
  labelledBy,
  submitLabel,
  children,
}: OneStepApplicationFormProps<F>) {
  const state = useApplicationForm(form, defaultValues);
  const fields = useMemo(() => <HydrationBoundary>{children}</HydrationBoundary>, [children]);
  return (
    <ApplicationFormFrame
      form={form}
      state={state}
      labelledBy={labelledBy}
      actions={<SubmitApplicationButton label={submitLabel} />}
    >
      {fields}
    </ApplicationFormFrame>
  );
}
