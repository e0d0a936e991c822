import { describe, expect, it } from 'vitest';
import { readResponse } from './read-response';
import { jsonResponse, textResponse } from './testing/fetch-stub';

describe('readResponse', () => {
  it('reads a JSON answer', async () => {
    await expect(readResponse(jsonResponse({ a: 1 }), 'json', undefined)).resolves.toEqual({
      a: 1,
    });
  });

  it.each([204, 205])('gives null for %i without reading a body', async (status) => {
    await expect(
      readResponse(new Response(null, { status }), 'json', undefined),
    ).resolves.toBeNull();
  });

  it('reads a blob answer as a blob', async () => {
    const answer = await readResponse(new Response('pdf-bytes'), 'blob', undefined);
    expect(answer).toHaveProperty('size', 9);
  });

  it('throws for a status outside 200–700 as a failed connection', async () => {
    await expect(readResponse(Response.error(), 'json', 'X')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      action: 'X',
    });
  });

  it('throws a parse failure of a successful body as it is', async () => {
    await expect(readResponse(textResponse('{', 200), 'json', undefined)).rejects.toBeInstanceOf(
      SyntaxError,
    );
  });

  it('throws Session Expired for 401 and a parsed error for 400', async () => {
    await expect(readResponse(jsonResponse({}, 401), 'json', undefined)).rejects.toMatchObject({
      kind: 'session_expired',
    });
    await expect(
      readResponse(
        jsonResponse({ error: { code: 'bad', message: 'Bad' } }, 400),
        'json',
        undefined,
      ),
    ).rejects.toMatchObject({ kind: 'http', code: 'bad', message: 'Bad' });
  });
});
