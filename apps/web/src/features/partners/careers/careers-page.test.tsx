import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { CareersPage } from './careers-page';
import { OPEN_ROLES } from './open-roles';

async function renderPage() {
  const view = await renderWithProviders(<CareersPage />, '/careers');
  return { ...view, user: userEvent.setup() };
}

describe('CareersPage', () => {
  it('introduces the team and what it stands for', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Careers');
    const values = screen.getByRole('region', { name: 'How we work' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('quotes exactly three people of the team, each with a described portrait', async () => {
    await renderPage();
    const people = screen.getByRole('region', { name: 'From our team' });
    const quotes = within(people).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    const portraits = within(people).getAllByRole('img');
    expect(portraits.map((image) => image.getAttribute('src'))).toEqual([
      '/images/careers/ayesha.svg',
      '/images/careers/bilal.svg',
      '/images/careers/sana.svg',
    ]);
    for (const image of portraits) expect(image).toHaveAccessibleName(/^Illustrated portrait of/);
    expect(within(quotes[1]!).getByText('Rider Operations Lead, Karachi')).toBeInTheDocument();
  });

  it('lists the open roles with team, city and kind of work', async () => {
    await renderPage();
    const roles = screen.getByRole('region', { name: 'Open roles' });
    const items = within(roles).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items).toHaveLength(OPEN_ROLES.length);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Rider Operations Lead' })).toBeVisible();
    expect(within(first).getByText('Operations')).toBeInTheDocument();
    expect(within(first).getByText('Karachi')).toBeInTheDocument();
    expect(within(first).getByText('Full-time, on site')).toBeInTheDocument();
  });

  it("preselects a role in the wizard with that role's Apply and takes the applicant there", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Apply for Data Analyst' }));
    expect(screen.getByRole('heading', { name: 'Apply to join the team' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: /Role & experience/ }));
    // "About you" is still empty: moving on stops there.
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: About you' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Hina Raza');
    await user.type(screen.getByLabelText('Email address'), 'hina@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '3331234567');
    await user.click(screen.getByRole('tab', { name: /Role & experience/ }));
    expect(screen.getByLabelText('Role you are applying for')).toHaveValue('Data Analyst');
  });
});
