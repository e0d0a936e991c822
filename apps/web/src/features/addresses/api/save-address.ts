import { mutationOptions } from '@tanstack/react-query';
import {
  addressResponseSchema,
  type AddressResponse,
  type createAddressBodySchema,
  type updateAddressBodySchema,
} from '@sauda/domain';
import type { z } from 'zod';
import { request } from '../../../api/request';

export type CreateAddressBody = z.input<typeof createAddressBodySchema>;
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

/** A new address is created; an edited one is updated by its query id. */
export type SaveAddressRequest =
  { kind: 'create'; body: CreateAddressBody } | { kind: 'update'; body: UpdateAddressBody };

export const CREATE_ADDRESS_ACTION = 'CREATE_ADDRESS';
export const UPDATE_ADDRESS_ACTION = 'UPDATE_ADDRESS';

/** POST users/create_address (201) or PUT users/update_address (200): the address and the user. */
export async function saveAddress(save: SaveAddressRequest): Promise<AddressResponse> {
  if (save.kind === 'create') {
    return request({
      url: 'users/create_address',
      method: 'POST',
      body: save.body,
      action: CREATE_ADDRESS_ACTION,
      schema: addressResponseSchema,
    });
  }
  return request({
    url: 'users/update_address',
    method: 'PUT',
    body: save.body,
    action: UPDATE_ADDRESS_ACTION,
    schema: addressResponseSchema,
  });
}

export function saveAddressMutationOptions() {
  return mutationOptions({ mutationKey: ['addresses', 'save'], mutationFn: saveAddress });
}
