import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './languages';

/** The attributes of <html> that `change` writes. */
function writtenAttributes(change: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true });
  change();
  const written = observer.takeRecords().map((record) => record.attributeName ?? '');
  observer.disconnect();
  return written;
}

afterEach(() => {
  applyDocumentLanguage('en');
});

describe('applyDocumentLanguage', () => {
  it('writes lang and dir when the language changes', () => {
    applyDocumentLanguage('en');
    expect(writtenAttributes(() => applyDocumentLanguage('ur'))).toEqual(['lang', 'dir']);
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('writes nothing when they already match, so the page is not restyled', () => {
    applyDocumentLanguage('en');
    expect(writtenAttributes(() => applyDocumentLanguage('en'))).toEqual([]);
  });
});
