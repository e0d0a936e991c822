import { describe, expect, it } from 'vitest';
import {
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  escapeHtml,
  renderPageHead,
  replacePageHead,
  type PageHead,
} from './page-head.js';

const HEAD: PageHead = {
  title: 'Ride with Sauda · Sauda',
  description: 'Earn on your own schedule.',
  siteName: 'Sauda',
  locale: 'en_PK',
  image: { url: 'https://sauda.pk/icons/og-image.png', width: 1200, height: 630, alt: 'Sauda' },
  canonicalUrl: 'https://sauda.pk/riders',
};

const PAGE = `<html><head><meta charset="UTF-8" />\n    ${PAGE_HEAD_START}\n    <title>Old</title>\n    ${PAGE_HEAD_END}\n  </head><body></body></html>`;

describe('renderPageHead', () => {
  it('writes the title, description, canonical link, Open Graph and Twitter tags', () => {
    const html = renderPageHead(HEAD);
    expect(html).toContain('<title>Ride with Sauda · Sauda</title>');
    expect(html).toContain('<meta name="description" content="Earn on your own schedule." />');
    expect(html).toContain('<link rel="canonical" href="https://sauda.pk/riders" />');
    expect(html).toContain('<meta property="og:url" content="https://sauda.pk/riders" />');
    expect(html).toContain('<meta property="og:locale" content="en_PK" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://sauda.pk/icons/og-image.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.startsWith(PAGE_HEAD_START)).toBe(true);
    expect(html.endsWith(PAGE_HEAD_END)).toBe(true);
  });

  it('leaves out the canonical link and og:url without an address', () => {
    const html = renderPageHead({ ...HEAD, canonicalUrl: undefined });
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });

  it('writes a product page as og:type product, and no size for a picture of unknown size', () => {
    const html = renderPageHead({
      ...HEAD,
      type: 'product',
      image: { url: 'https://sauda.pk/media/naan.jpg', alt: 'Naan' },
    });
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://sauda.pk/media/naan.jpg" />',
    );
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
    expect(renderPageHead(HEAD)).toContain('<meta property="og:type" content="website" />');
    expect(renderPageHead(HEAD)).toContain('<meta property="og:image:width" content="1200" />');
  });

  it('escapes texts so a title cannot break out of its tag', () => {
    const html = renderPageHead({
      ...HEAD,
      title: '</title><script>x</script>',
      description: '"a" & b',
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;a&quot; &amp; b"');
    expect(html).not.toContain('<script>');
  });
});

describe('replacePageHead', () => {
  it('replaces only the marked part of the page', () => {
    const html = replacePageHead(PAGE, HEAD);
    expect(html).not.toContain('<title>Old</title>');
    expect(html).toContain('<title>Ride with Sauda · Sauda</title>');
    expect(html.startsWith('<html><head><meta charset="UTF-8" />')).toBe(true);
    expect(html.endsWith('</head><body></body></html>')).toBe(true);
    expect(html.split(PAGE_HEAD_START)).toHaveLength(2);
  });

  it('returns a page without markers unchanged', () => {
    const plain = '<html><head><title>Plain</title></head></html>';
    expect(replacePageHead(plain, HEAD)).toBe(plain);
    expect(replacePageHead(`${PAGE_HEAD_START}<title>x</title>`, HEAD)).toBe(
      `${PAGE_HEAD_START}<title>x</title>`,
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
