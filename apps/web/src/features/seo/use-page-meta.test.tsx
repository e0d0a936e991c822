import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../test/render-app';
import { englishResources } from '../../i18n/locale-files';
import { translatorFor } from './page-meta-file';

const t = translatorFor(englishResources);

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('page meta while navigating', () => {
  it('follows the page shown: title, description, og:title and canonical', async () => {
    const { router } = await renderAppAt('/faqs');
    await waitFor(() => expect(document.title).toBe('FAQs · Sauda'));
    expect(content('meta[name="description"]')).toBe(t('pages.faqs.description'));
    expect(content('meta[property="og:title"]')).toBe('FAQs · Sauda');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/faqs`,
    );

    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(document.title).toBe('About us · Sauda'));
    expect(content('meta[name="description"]')).toBe(t('pages.about.description'));
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/about-us`);
    expect(content('meta[name="robots"]')).toBe('index, follow');
  });
});
