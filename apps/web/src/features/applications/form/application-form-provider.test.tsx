import { act, screen } from '@testing-library/react';
import { memo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { useApplicationField } from '../fields/use-application-field';
import { ApplicationFormProvider, useFormMethods } from './application-form-provider';

const renders: Record<string, number> = {};

function CountedField({ name }: { name: string }) {
  const { error } = useApplicationField(name);
  renders[name] = (renders[name] ?? 0) + 1;
  return error ? <p role="alert">{error}</p> : null;
}

function ClearButton() {
  const { clearErrors } = useFormMethods();
  renders.clear = (renders.clear ?? 0) + 1;
  return (
    <button type="button" onClick={() => clearErrors()}>
      Clear
    </button>
  );
}

const Fields = memo(function Fields() {
  return (
    <>
      <CountedField name="first" />
      <CountedField name="second" />
      <ClearButton />
    </>
  );
});

let form: UseFormReturn<{ first: string; second: string }> | undefined;

function Harness() {
  const methods = useForm({ defaultValues: { first: '', second: '' } });
  form = methods;
  // Reading the form's state subscribes this component to it, as the submit button does.
  void methods.formState.errors;
  return (
    <ApplicationFormProvider methods={methods}>
      <Fields />
    </ApplicationFormProvider>
  );
}

describe('ApplicationFormProvider', () => {
  it('re-renders only the field whose state changed, not its neighbours', async () => {
    await renderWithProviders(<Harness />);
    const before = { ...renders };

    act(() => form?.setError('first', { type: 'manual', message: 'This field is required' }));

    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(renders.first).toBeGreaterThan(before.first ?? 0);
    expect(renders.second).toBe(before.second);
    expect(renders.clear).toBe(before.clear);
  });

  it('gives fields the form methods', async () => {
    await renderWithProviders(<Harness />);
    act(() => form?.setError('second', { type: 'manual', message: 'Name is not valid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is not valid');

    act(() => screen.getByRole('button', { name: 'Clear' }).click());

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
