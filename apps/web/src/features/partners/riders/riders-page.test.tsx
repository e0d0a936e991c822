import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { RidersPage } from './riders-page';

const renderPage = () => renderWithProviders(<RidersPage />, '/riders');

describe('RidersPage', () => {
  it('leads with "Ride with Sauda" and a way to the application', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ride with Sauda');
    expect(screen.getByRole('link', { name: 'Apply to ride' })).toHaveAttribute('href', '#apply');
    expect(screen.getByText(/Paid every Monday/)).toBeInTheDocument();
  });

  it('lists exactly the four requirements of a rider', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'What you need' });
    const titles = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual([
      '18 or older',
      'Valid national ID (CNIC)',
      'Motorbike licence',
      'Your own motorbike',
    ]);
  });

  it('shows the benefits and the steps of joining', async () => {
    await renderPage();
    const benefits = screen.getByRole('region', { name: 'Why riders choose Sauda' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(benefits).getByText('Insurance and support')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How joining works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows the FAQ page's four rider questions with a link to all of them", async () => {
    await renderPage();
    const faq = screen.getByRole('region', { name: 'Questions riders ask' });
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(4);
    expect(within(faq).getByRole('button', { name: 'Who can ride with Sauda?' })).toBeVisible();
    expect(
      within(faq).getByRole('link', { name: 'See all rider questions on the FAQ page' }),
    ).toHaveAttribute('href', '/faqs#riders');
  });

  it('holds the rider application form with every field', async () => {
    await renderPage();
    const form = screen.getByRole('form', { name: 'Apply to ride with Sauda' });
    for (const label of ['Full name', 'Mobile number', 'CNIC number', 'Date of birth']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(form).getByRole('combobox', { name: 'City you will ride in' }),
    ).toBeInTheDocument();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });
});
