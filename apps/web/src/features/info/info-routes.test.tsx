import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../api/testing/fetch-stub';
import { renderAppAt } from '../../test/render-app';

// The first render of a lazy page transforms its modules, which takes a while in jsdom.
const LAZY = { timeout: 15_000 };

beforeEach(() => {
  stubFetch(() => jsonResponse({}, 404));
});
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['/faqs', 'Frequently asked questions', 'FAQs · Sauda'],
  ['/about-us', 'About us', 'About us · Sauda'],
  ['/privacy-policy', 'Privacy policy', 'Privacy policy · Sauda'],
  ['/cookies-policy', 'Cookies policy', 'Cookies policy · Sauda'],
  ['/terms-and-conditions', 'Terms & conditions', 'Terms & conditions · Sauda'],
])('%s', (path, heading, title) => {
  it('opens inside the public layout with its title in the browser tab', async () => {
    await renderAppAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('article'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
