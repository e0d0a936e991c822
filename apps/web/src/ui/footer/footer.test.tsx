import { screen, within } from '@testing-library/react';
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
      screen.getByRole('link', { name: 'Download on the App Store: the Sauda app for iPhone' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Get it on Google Play: the Sauda app for Android' }),
    ).toBeInTheDocument();
  });

  it('holds the newsletter sign-up', async () => {
    await renderWithProviders(<Footer />);
    expect(screen.getByRole('form', { name: 'Deals in your inbox' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });
});
