import { z } from 'zod';

export const ADDRESS_TYPES = Object.freeze(['home', 'work', 'others'] as const);
export const addressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** A saved delivery address as the API answers it (SPEC §3 "Address"). */
export const addressSchema = z.object({
  id: z.number().int(),
  query_id: z.string(),
  name: z.string(),
  building: z.string(),
  street: z.string(),
  floor: z.string(),
  room: z.string(),
  landmark: z.string(),
  lat: z.number(),
  long: z.number(),
  district: z.string(),
  type: addressTypeSchema,
  /** Flat plus area, e.g. "Flat 4B, Clifton Block 5". */
  description: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
