/**
 * The address book's calls (SPEC §7: users/create_address, users/update_address,
 * users/delete_address). The server computes the type (address type rule) and the description;
 * what the client sends for them is ignored.
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES } from './address.messages.js';
import { addressSchema } from './address.schemas.js';
import { isInPakistan } from './address-rules.js';
import { userSchema } from './auth.schemas.js';
import { addressDetailsSchema } from './validation.schemas.js';

const coordinate = z.number({ error: ADDRESS_MESSAGES.pickOnMap }).finite({
  error: ADDRESS_MESSAGES.pickOnMap,
});

/** The address fields a client sends: the details form plus the map pin. */
export const addressInputSchema = addressDetailsSchema
  .extend({
    lat: coordinate,
    long: coordinate,
    /** Computed by the server (type rule, flat plus area); accepted and ignored. */
    type: z.unknown().optional(),
    description: z.unknown().optional(),
  })
  .superRefine((value, context) => {
    if (!isInPakistan(value)) {
      context.addIssue({
        code: 'custom',
        path: ['lat'],
        message: ADDRESS_MESSAGES.outsidePakistan,
      });
    }
  })
  .transform(({ type: _type, description: _description, ...address }) => address);
export type AddressInput = z.output<typeof addressInputSchema>;

const addressQueryIdSchema = z
  .string({ error: ADDRESS_MESSAGES.notFound })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.notFound })
  .max(64, { error: ADDRESS_MESSAGES.notFound });

export const createAddressBodySchema = z.object({ address: addressInputSchema });
/** While editing, the title is locked: a changed name is ignored and the type stays. */
export const updateAddressBodySchema = z.object({
  query_id: addressQueryIdSchema,
  address: addressInputSchema,
});
export const deleteAddressBodySchema = z.object({ query_id: addressQueryIdSchema });

/** Create and update answer the saved address and the user with its address slots updated. */
export const addressResponseSchema = z.object({ address: addressSchema, user: userSchema });
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const deleteAddressResponseSchema = z.object({ user: userSchema });
export type DeleteAddressResponse = z.infer<typeof deleteAddressResponseSchema>;
