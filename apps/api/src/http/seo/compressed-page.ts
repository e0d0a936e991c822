import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const CACHED_BODIES = 64;

const compressors: Record<Encoding, (html: string) => Buffer> = {
  br: (html) =>
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/**
 * Page HTML is made per request (its meta carries the public origin) but repeats: each page's
 * body is compressed once per encoding and kept, keyed by its ETag, for the next visitors.
 */
export function pageCompressor() {
  const bodies = new Map<string, Buffer>();
  return (
    html: string,
    etag: string,
    acceptEncoding: string | undefined,
  ): { body: string | Buffer; encoding?: Encoding } => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return { body: html };
    const key = `${encoding}${etag}`;
    let body = bodies.get(key);
    if (!body) {
      body = compressors[encoding](html);
      if (bodies.size >= CACHED_BODIES) bodies.delete(bodies.keys().next().value as string);
      bodies.set(key, body);
    }
    return { body, encoding };
  };
}
