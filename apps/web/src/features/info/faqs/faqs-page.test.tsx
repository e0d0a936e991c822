import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { FaqsPage } from './faqs-page';

function groupSection(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function questionsOf(name: string): HTMLElement[] {
  return within(groupSection(name)).getAllByRole('button');
}

describe('FaqsPage', () => {
  it('has the page heading, then Customers, Riders and Merchants as h2 in that order', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups.slice(0, 3)).toEqual(['Customers', 'Riders', 'Merchants']);
  });

  it('holds 12 customer, 4 rider and 5 merchant questions (SPEC §2), each an h3', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs');
    expect(questionsOf('Customers')).toHaveLength(12);
    expect(questionsOf('Riders')).toHaveLength(4);
    expect(questionsOf('Merchants')).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(21);
    for (const question of screen.getAllByRole('heading', { level: 3 })) {
      expect(question.textContent).not.toMatch(/info\.faqs|\{\{/);
    }
  });

  it('links each group from the in-page navigation, with its number of questions', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs');
    const nav = screen.getByRole('navigation', { name: 'Question groups' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/faqs#customers',
      '/faqs#riders',
      '/faqs#merchants',
    ]);
    expect(links[1]).toHaveTextContent('Riders · 4 questions');
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('opens and closes a question from the keyboard', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FaqsPage />, '/faqs');
    const question = screen.getByRole('button', { name: 'How do I pay for my order?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I pay for my order?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('cash on delivery');

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('reaches the next question with Tab', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FaqsPage />, '/faqs');
    const [first, second] = questionsOf('Riders');
    first?.focus();
    await user.tab();
    expect(second).toHaveFocus();
  });

  it('quotes the product facts: voucher, free delivery, returns, rider age, support', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs#faq-voucher');
    const voucher = screen.getByRole('region', {
      name: 'How do I use a voucher such as FREE15FIRST?',
    });
    expect(voucher).toHaveTextContent('FREE15FIRST gives 15% off your first order');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Delivery is free on orders over Rs\u00A0750.00.');
    expect(text).toContain('Returns are free within 9 days of delivery.');
    expect(text).toContain('at least 18 years old, hold a valid national identity card (CNIC)');
    expect(text).toContain('pick 20, 50, or 100 rupees');
    expect(text).toContain('available 24/7');
    expect(text).not.toMatch(/\{\{|<\/?(email|phone|riders|merchants)>/);
  });

  it('links the answers to the places they name', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FaqsPage />, '/faqs#faq-merchant-join');
    await user.click(screen.getByRole('button', { name: 'How do I apply to become a rider?' }));
    await user.click(screen.getByRole('button', { name: 'How do I follow my order?' }));
    expect(screen.getByRole('link', { name: 'Riders page' })).toHaveAttribute('href', '/riders');
    expect(screen.getByRole('link', { name: 'Merchant partners page' })).toHaveAttribute(
      'href',
      '/merchants',
    );
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/order/history',
    );
    const support = screen.getAllByRole('link', { name: 'support@sauda.pk' });
    expect(support[0]).toHaveAttribute('href', 'mailto:support@sauda.pk');
    const phone = screen.getAllByRole('link', { name: '+92 21 111 728 832' });
    expect(phone[0]).toHaveAttribute('href', 'tel:+9221111728832');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('moves focus to the group a deep link names (/faqs#riders)', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs#riders');
    expect(groupSection('Riders')).toHaveFocus();
  });

  it('opens the question a deep link names and leaves the others closed', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs#faq-handover');
    expect(screen.getByRole('button', { name: 'What is the handover code?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Can I cancel an order?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('ignores a deep link to nothing', async () => {
    await renderWithProviders(<FaqsPage />, '/faqs#nowhere');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(document.body).toHaveFocus();
  });
});
