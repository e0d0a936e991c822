import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { Footer } from './footer';

const SPEC_FOOTER_LINKS = [
  '/about-us',
  '/riders',
  '/merchants',
  '/careers',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookies-policy',
  '/contact',
  '/faqs',
];

describe('Footer', () => {
  it('links every footer page of the spec exactly once', async () => {
    await renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer links' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual([...SPEC_FOOTER_LINKS].sort());
  });

  it('shows the copyright, support contact, social pages and app badges', async () => {
    await renderWithProviders(<Footer />);
    expect(screen.getByText('© 2022 Sauda. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /support@sauda\.pk/ })).toHaveAttribute(
      'href',
      'mailto:support@sauda.pk',
    );
    expect(screen.getByRole('link', { name: 'Sauda on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      screen.getByRole('link', { name: 'Download Sauda on the App Store' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Sauda on Google Play' })).toBeInTheDocument();
  });

  it('checks the newsletter address before confirming', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Footer />);
    const field = screen.getByLabelText('Email address');
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(/Newsletter sign-up opens very soon/)).toBeInTheDocument();
  });
});
