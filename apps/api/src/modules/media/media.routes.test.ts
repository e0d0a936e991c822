import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.js';

describe('media routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes, { prefix: '/media' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/media/art/industry/food.svg', 'Food'],
    ['/media/art/product/grocery/olpers-milk-1l.svg', 'Olpers Milk 1l'],
    ['/media/art/store/pharmacy/shifa-pharmacy.svg', 'Shifa Pharmacy'],
    ['/media/art/banner/bakery/royal-bakers.svg', 'Royal Bakers'],
  ])('serves %s as a cacheable SVG', async (url, title) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
    );
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('escapes names taken from the URL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/art/product/food/%3Cb%3E%26%22x.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<b>');
    expect(response.body).toContain('&#60;b&#62;&#38;&#34;x');
  });

  it('answers unknown kinds and non-SVG files with the not-found envelope', async () => {
    for (const url of [
      '/media/art/poster/food/x.svg',
      '/media/art/avatar/x.svg',
      '/media/art/industry/food.png',
      '/media/art/product/food/.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        error: {
          code: 'not_found',
          message: expect.any(String),
          message_key: 'server.pictureNotFound',
        },
      });
    }
  });
});
