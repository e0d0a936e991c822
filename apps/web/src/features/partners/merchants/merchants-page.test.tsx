import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_MESSAGES } from '@sauda/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { sentForm, storedAnswer } from '../../applications/testing/form-service';
import { MerchantsPage } from './merchants-page';

afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const view = await renderWithProviders(<MerchantsPage />, '/merchants');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

describe('MerchantsPage', () => {
  it('presents the partnership: hero, four benefits, steps', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merchant partners');
    const benefits = screen.getByRole('region', { name: 'What your store gets' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'New customers nearby',
      'Our delivery fleet',
      'A back office for your store',
      'Weekly payouts',
    ]);
    const steps = screen.getByRole('region', { name: 'From application to first order' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows the FAQ page's five merchant questions with a link to all of them", async () => {
    await renderPage();
    const faq = screen.getByRole('region', { name: 'Questions merchants ask' });
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(within(faq).getByRole('link', { name: /all merchant questions/ })).toHaveAttribute(
      'href',
      '/faqs#merchants',
    );
  });

  it('offers support by phone and email as the other way to join', async () => {
    await renderPage();
    const support = screen.getByRole('complementary', { name: 'Prefer to talk to someone?' });
    expect(
      within(support).getByRole('link', { name: 'Call support on +92 21 111 728 832' }),
    ).toHaveAttribute('href', 'tel:+9221111728832');
    expect(
      within(support).getByRole('link', { name: 'Email support at support@sauda.pk' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:support@sauda\.pk\?subject=/));
  });

  const applicationsSent = (calls: FetchCall[]) =>
    calls.filter((call) => call.url === '/api/v1/forms/merchant');

  it('refuses a bad email and a missing category, then sends a valid application', async () => {
    const fetch = stubFetch(() => storedAnswer('merchant', 42));
    const { user } = await renderPage();
    const form = screen.getByRole('form', { name: 'Apply to sell on Sauda' });
    await user.type(within(form).getByLabelText('Business name'), 'Karachi Fresh Mart');
    await user.type(within(form).getByLabelText("Owner's full name"), 'Farah Qureshi');
    await user.type(within(form).getByLabelText('Mobile number'), '3211234567');
    await user.type(within(form).getByLabelText('Email address (optional)'), 'farah@');
    await user.selectOptions(within(form).getByLabelText('City'), 'Karachi');
    await user.type(
      within(form).getByLabelText('Store address'),
      'Shop 4, Block 13-D, Gulshan-e-Iqbal',
    );
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText(FORM_MESSAGES.emailNotValid)).toBeInTheDocument();
    expect(within(form).getByText(FORM_MESSAGES.businessCategoryRequired)).toBeInTheDocument();
    // The page may read the global configuration; no application has gone.
    expect(applicationsSent(fetch.calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Email address (optional)'), 'example.com');
    await user.selectOptions(within(form).getByLabelText('What do you sell?'), 'Grocery');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your store application is in.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('#42')).toBeInTheDocument();
    const [application] = applicationsSent(fetch.calls);
    expect(applicationsSent(fetch.calls)).toHaveLength(1);
    const sent = sentForm(application!);
    expect(sent.get('business_category')).toBe('Grocery');
    expect(sent.get('email')).toBe('farah@example.com');
    expect(sent.get('mobile_number')).toBe('+923211234567');
    expect(sent.has('message')).toBe(false);
    expect(sent.has('store_photo')).toBe(false);
  });
});
