import { mutationOptions } from '@tanstack/react-query';
import {
  deleteAddressResponseSchema,
  type DeleteAddressResponse,
  type deleteAddressBodySchema,
} from '@sauda/domain';
import type { z } from 'zod';
import { request } from '../../../api/request';

export const DELETE_ADDRESS_ACTION = 'DELETE_ADDRESS';

type DeleteAddressBody = z.input<typeof deleteAddressBodySchema>;

/** DELETE users/delete_address {query_id}: answers the user without that address. */
export function deleteAddress(queryId: string): Promise<DeleteAddressResponse> {
  const body: DeleteAddressBody = { query_id: queryId };
  return request({
    url: 'users/delete_address',
    method: 'DELETE',
    body,
    action: DELETE_ADDRESS_ACTION,
    schema: deleteAddressResponseSchema,
  });
}

export function deleteAddressMutationOptions() {
  return mutationOptions({ mutationKey: ['addresses', 'delete'], mutationFn: deleteAddress });
}
