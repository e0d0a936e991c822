import { MESSAGES } from '@sauda/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from '../i18n';
import { provideUrduResources } from '../i18n/testing/urdu-resources';
import { renderWithProviders } from '../test/render-app';
import { FormError } from './form-error';

afterEach(async () => {
  await changeLanguage('en');
  i18next.removeResourceBundle('ur', 'translation');
});

describe('FormError', () => {
  it('shows nothing without a message', async () => {
    await renderWithProviders(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a domain message in English as the spec words it', async () => {
    await renderWithProviders(<FormError message={MESSAGES.selectAddress} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select address');
  });

  it('shows a domain message in Urdu when the UI is in Urdu', async () => {
    await renderWithProviders(<FormError message={MESSAGES.selectAddress} />);
    provideUrduResources();
    await changeLanguage('ur');
    expect(await screen.findByRole('alert')).toHaveTextContent('براہِ کرم پتہ منتخب کریں');
  });

  it('shows a message it does not know as it came', async () => {
    await renderWithProviders(<FormError message="Store closed for Eid" />);
    provideUrduResources();
    await changeLanguage('ur');
    expect(await screen.findByRole('alert')).toHaveTextContent('Store closed for Eid');
  });
});
