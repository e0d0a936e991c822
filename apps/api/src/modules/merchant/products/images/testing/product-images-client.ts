import type { MerchantProduct } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls a product's photo routes as the back office does, with a member's bearer token. */
export function createProductImagesClient(app: () => FastifyInstance) {
  const base = (storeId: string, productId: string) =>
    `/api/v1/merchant/stores/${storeId}/products/${productId}/images`;

  function upload(
    token: string,
    storeId: string,
    productId: string,
    bytes: Uint8Array,
    { type = 'image/png', name = 'photo.png' } = {},
  ): Promise<LightMyRequestResponse> {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type }), name);
    return app().inject({
      method: 'POST',
      url: base(storeId, productId),
      headers: auth(token),
      payload: form,
    });
  }

  const remove = (token: string, storeId: string, productId: string, imageId: string) =>
    app().inject({
      method: 'DELETE',
      url: `${base(storeId, productId)}/${imageId}`,
      headers: auth(token),
    });

  const reorder = (token: string, storeId: string, productId: string, imageIds: unknown) =>
    app().inject({
      method: 'PUT',
      url: `${base(storeId, productId)}/order`,
      headers: auth(token),
      payload: { image_ids: imageIds },
    });

  /** Expects 200 and answers the product as it is now. */
  function productOf(response: LightMyRequestResponse): MerchantProduct {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ product: MerchantProduct }>().product;
  }

  /** Uploads and expects 200. */
  async function uploaded(token: string, storeId: string, productId: string, bytes: Uint8Array) {
    return productOf(await upload(token, storeId, productId, bytes));
  }

  return { upload, remove, reorder, productOf, uploaded };
}
