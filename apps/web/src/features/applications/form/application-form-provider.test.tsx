import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { useApplicationField } from '../fields/use-application-field';
import { ApplicationFormProvider, useFormMethods } from './application-form-provider';

/** How often each part rendered: its effect without dependencies runs after every render. */
const renders: Record<string, number> = {};
function useCountRenders(id: string) {
  useEffect(() => {
    renders[id] = (renders[id] ?? 0) + 1;
  });
}

function Field({ name }: { name: string }) {
  const { error } = useApplicationField(name);
  useCountRenders(name);
  return error ? <p role="alert">{error}</p> : null;
}

function ClearButton() {
  const { clearErrors } = useFormMethods();
  useCountRenders('clear');
  return (
    <button type="button" onClick={() => clearErrors()}>
      Clear
    </button>
  );
}

/** Built once, as a form's fields are: a re-render of the form passes the same element. */
const FIELDS = (
  <>
    <Field name="first" />
    <Field name="second" />
    <ClearButton />
  </>
);

function Harness() {
  const methods = useForm({ defaultValues: { first: '', second: '' } });
  // Reading the form's state subscribes the form to it, as the submit button does.
  const flagged = Object.keys(methods.formState.errors).length;
  return (
    <ApplicationFormProvider methods={methods}>
      {FIELDS}
      <button
        type="button"
        onClick={() => methods.setError('first', { type: 'manual', message: 'Required' })}
      >
        Flag first ({flagged})
      </button>
    </ApplicationFormProvider>
  );
}

describe('ApplicationFormProvider', () => {
  it('re-renders only the field whose state changed, not its neighbours', async () => {
    await renderWithProviders(<Harness />);
    const before = { ...renders };

    act(() => screen.getByRole('button', { name: /Flag first/ }).click());

    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(screen.getByRole('button', { name: 'Flag first (1)' })).toBeInTheDocument();
    expect(renders.first).toBeGreaterThan(before.first ?? 0);
    expect(renders.second).toBe(before.second);
    expect(renders.clear).toBe(before.clear);
  });

  it('gives fields the form methods', async () => {
    await renderWithProviders(<Harness />);
    act(() => screen.getByRole('button', { name: /Flag first/ }).click());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Clear' }).click());

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
