import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptPageData, PAGE_DATA_ELEMENT_ID } from './page-data';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    doc.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}"></script>`;
    const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
    if (element) element.textContent = json;
  }
  return doc;
}

afterEach(() => vi.restoreAllMocks());

describe('the data a page was rendered with', () => {
  it('fills the query cache, so the first render needs no request', () => {
    const server = new QueryClient();
    server.setQueryData(['industries'], [{ id: 7, name: 'Food' }]);
    const browser = new QueryClient();
    adoptPageData(browser, pageWith(JSON.stringify(dehydrate(server))));
    expect(browser.getQueryData(['industries'])).toEqual([{ id: 7, name: 'Food' }]);
    expect(browser.getQueryState(['industries'])?.status).toBe('success');
  });

  it('leaves the cache empty on a page without it, or with unreadable data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const doc of [pageWith(null), pageWith('{"queries": [oops')]) {
      const browser = new QueryClient();
      adoptPageData(browser, doc);
      expect(browser.getQueryCache().getAll()).toHaveLength(0);
    }
    expect(warn).toHaveBeenCalledOnce();
  });
});
