import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them, except that an empty body is no body: the web client
 * sends `Content-Type: application/json` on every call, also on body-less POSTs such as logout
 * (spec §7). Routes that need a body still refuse it through their schema.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser is callback-style: it reports through `done` and returns nothing.
    void parseJson(request, text, done);
  });
}
