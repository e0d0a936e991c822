import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { CnicField } from './cnic-field';
import { ApplicationFormProvider } from '../form/application-form-provider';

function Harness() {
  const methods = useForm({ defaultValues: { cnic: '' } });
  return (
    <ApplicationFormProvider methods={methods}>
      <CnicField label="CNIC number" />
    </ApplicationFormProvider>
  );
}

describe('CnicField', () => {
  it('adds the dashes as the digits are typed and stops at 15 characters', async () => {
    await renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('CNIC number');
    await user.type(field, '42101');
    expect(field).toHaveValue('42101');
    await user.type(field, '12');
    expect(field).toHaveValue('42101-12');
    await user.type(field, '3456719');
    expect(field).toHaveValue('42101-1234567-1');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('ignores letters and formats a pasted number', async () => {
    await renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('CNIC number');
    await user.type(field, 'ab');
    expect(field).toHaveValue('');
    await user.click(field);
    await user.paste('42101 1234567 1');
    expect(field).toHaveValue('42101-1234567-1');
    expect(field).toHaveAccessibleDescription('13 digits; we add the dashes for you');
  });
});
