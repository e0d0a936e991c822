import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantStoreResponseSchema, type MerchantStore } from '@sauda/domain';
import { request } from '../../../../api/request';
import { storeSaved } from '../../shell/api/update-merchant-store';

/** The store's two pictures, each with its own upload path. */
export type StoreImageKind = 'logo' | 'banner';

/** POST merchant/stores/{storeId}/logo or /banner: multipart, the picture in field `image`. */
export async function uploadStoreImage(
  storeQueryId: string,
  kind: StoreImageKind,
  image: File,
): Promise<MerchantStore> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/${kind}`,
    method: 'POST',
    multipart: true,
    body: { image },
    action: kind === 'logo' ? 'UPLOAD_STORE_LOGO' : 'UPLOAD_STORE_BANNER',
    schema: merchantStoreResponseSchema,
  });
  return body.store;
}

/** The new picture shows in the settings, the picker and the shop once the upload is done. */
export function useUploadStoreImage(storeQueryId: string, kind: StoreImageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => uploadStoreImage(storeQueryId, kind, image),
    onSuccess: (store) => storeSaved(client, store),
  });
}
