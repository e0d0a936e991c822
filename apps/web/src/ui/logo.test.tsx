import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { Logo } from './logo';

describe('Logo', () => {
  it('is the retail wordmark linking to /home by default', async () => {
    await renderWithProviders(<Logo />);
    const link = screen.getByRole('link', { name: 'Sauda home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('data-variant', 'retail');
    expect(screen.getByTestId('logo-mark')).toBeInTheDocument();
    expect(link).not.toHaveTextContent('business');
  });

  it('reads "sauda business" in the accent colour for business users', async () => {
    await renderWithProviders(<Logo variant="business" />);
    const link = screen.getByRole('link', { name: 'Sauda business home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('data-variant', 'business');
    expect(link).toHaveTextContent('business');
    expect(screen.getByText('business')).toHaveStyle({ color: '#F4A300' });
  });
});
