// @vitest-environment node
import type { DehydratedState } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testing/fetch-stub';
import { resetRequesterConfig } from '../../api/request-config';
import { makeCompany, pageOf } from '../../features/catalog/testing/catalog-fixtures';
import { PAGE_DATA_ELEMENT_ID } from './page-data';
import { renderPageWithData } from './render-with-data';

const FOOD = { id: 7, name: 'Food', slug: 'food', icon_url: '/favicon.svg', position: 0 };
const STORES = [
  makeCompany({ query_id: 'afzal-nihari', name: 'Afzal Nihari Corner' }),
  makeCompany({ id: 2, query_id: 'butt-karahi', name: 'Butt Karahi' }),
];

type Answer = (url: URL) => Response;

/** `send` as the API answers it, by path; it records every address asked for. */
function apiAnswering(routes: Record<string, Answer>, delayMs = 0) {
  const asked: string[] = [];
  const send = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    init?.signal?.throwIfAborted();
    const answer = routes[url.pathname];
    return answer ? answer(url) : jsonResponse({ error: { message: 'Not found' } }, 404);
  });
  return { send: send as unknown as typeof fetch, asked };
}

const catalog = {
  '/api/v1/industries': () => jsonResponse({ industry_types: [FOOD] }),
  '/api/v1/companies': () => jsonResponse({ companies: STORES, pagination: pageOf(2) }),
};

function dataOf(script: string): DehydratedState {
  const json = new RegExp(`id="${PAGE_DATA_ELEMENT_ID}">(.*)</script>$`).exec(script)?.[1];
  return JSON.parse(json ?? 'null') as DehydratedState;
}

afterEach(() => resetRequesterConfig());

describe('rendering a catalog page with its data', () => {
  it('fetches what the page asks for, reads that wait on others included, and shows it', async () => {
    const { send, asked } = apiAnswering(catalog);
    const page = await renderPageWithData('/products', send);
    // The stores of the first industry: known only once the industries have answered.
    expect(asked).toEqual([
      '/api/v1/industries',
      '/api/v1/companies?industry_id=7&page=1&page_size=25&sort=default',
    ]);
    expect(page.html).toContain('Afzal Nihari Corner');
    expect(page.html).toContain('Butt Karahi');
    expect(page.html).toContain('Sign in');
    expect(page.styleTags).toMatch(/^<style /);
  }, 30_000);

  it('hands the data over for the browser, in a script element nothing can end early', async () => {
    const tricky = makeCompany({ query_id: 'x', name: 'Tikka </script><script>alert(1)' });
    const { send } = apiAnswering({
      ...catalog,
      '/api/v1/companies': () => jsonResponse({ companies: [tricky], pagination: pageOf(1) }),
    });
    const page = await renderPageWithData('/products', send);
    expect(page.dataScript).not.toContain('</script><script>');
    const data = dataOf(page.dataScript);
    const keys = data.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('industries');
    const stores = data.queries.find((query) => JSON.stringify(query.state.data).includes('Tikka'));
    expect(stores?.state.status).toBe('success');
  }, 30_000);

  it('refuses to render a page one of whose reads fails', async () => {
    const { send } = apiAnswering({
      ...catalog,
      '/api/v1/companies': () => jsonResponse({ error: { message: 'Down' } }, 503),
    });
    await expect(renderPageWithData('/products', send)).rejects.toThrow();
  }, 30_000);

  it('makes no call cancel another while pages render side by side', async () => {
    // Slow answers: each page's reads are still out when the other page asks the same.
    const { send, asked } = apiAnswering(catalog, 50);
    const pages = await Promise.all([
      renderPageWithData('/products', send),
      renderPageWithData('/products?page=1', send),
    ]);
    for (const page of pages) expect(page.html).toContain('Afzal Nihari Corner');
    expect(asked.filter((url) => url === '/api/v1/industries')).toHaveLength(2);
  }, 30_000);
});
