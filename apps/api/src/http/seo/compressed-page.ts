import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const CACHED_BODIES = 64;

// A body made for one visitor is compressed fast rather than small: it is never reused.
const ONCE_BROTLI_QUALITY = 5;
const ONCE_GZIP_LEVEL = 6;

function compress(encoding: Encoding, html: string, once: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(html, { level: once ? ONCE_GZIP_LEVEL : 9 });
  return brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      ...(once ? { [constants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY } : {}),
    },
  });
}

/**
 * Page HTML is made per request (its meta carries the public origin) but repeats: each page's
 * body is compressed once per encoding and kept, keyed by its ETag, for the next visitors. A
 * page without an ETag is one visitor's own: compressed for them only.
 */
export function pageCompressor() {
  const bodies = new Map<string, Buffer>();
  return (
    html: string,
    etag: string | null,
    acceptEncoding: string | undefined,
  ): { body: string | Buffer; encoding?: Encoding } => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return { body: html };
    if (etag === null) return { body: compress(encoding, html, true), encoding };
    const key = `${encoding}${etag}`;
    let body = bodies.get(key);
    if (!body) {
      body = compress(encoding, html, false);
      if (bodies.size >= CACHED_BODIES) bodies.delete(bodies.keys().next().value as string);
      bodies.set(key, body);
    }
    return { body, encoding };
  };
}
