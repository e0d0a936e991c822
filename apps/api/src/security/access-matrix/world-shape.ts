import type { Tokens } from './actors.js';

/** Shopper A's private objects, each one the rightful request may use up. */
export interface ShopperAObjects {
  queryId: string;
  /** Address query ids: one to edit, one to delete; and the numeric id checkout takes. */
  addressToEdit: string;
  addressToDelete: string;
  deliveryAddressId: number;
  /** Open invoices: one to read and apply a voucher to, one to place. */
  openInvoice: string;
  invoiceToPlace: string;
  /** A placed order (pending) at store A, with its receipt. */
  placed: { invoiceId: string; orderId: string };
  orderToCancel: string;
}

/** Store A's back office objects (Karachi Biryani House). */
export interface StoreAObjects {
  queryId: string;
  /** The owner's user query id, as the staff list names members. */
  ownerId: string;
  productId: string;
  categoryId: number;
  /** A product with two photos to reorder, and one with a photo to delete. */
  photographed: { productId: string; imageIds: string[] };
  photoToDelete: { productId: string; imageId: string };
  voucherId: number;
  /** Shopper A's pending orders: one to read, one to move a step. */
  orderId: string;
  orderToMove: string;
  /** Members (user query ids): one whose role changes, one who is removed. */
  memberToPromote: string;
  memberToRemove: string;
}

/** Store B's objects (Gulshan Grocers), the other store's own. */
export interface StoreBObjects {
  queryId: string;
  /** A staff member's user query id. */
  staffId: string;
  categoryId: number;
  productId: string;
  orderId: string;
  voucherId: number;
  voucherCode: string;
}

/** Everything the matrix asks for, built once per test file. */
export interface World {
  tokens: Tokens;
  shopperA: ShopperAObjects;
  /** Shopper B's saved address (numeric id), in store A's delivery area. */
  shopperB: { addressId: number };
  /** The single-use guests' user query ids, and the code sent to the verifying one. */
  guests: { signingUp: string; askingAgain: string; resending: string; verifying: string };
  verificationCode: string;
  storeA: StoreAObjects;
  storeB: StoreBObjects;
  /** Applications (query ids) in the operator's inbox: one with a file, one to decide. */
  applications: { withFile: string; toReview: string };
  /** A real PNG picture, for the upload routes. */
  photo: Uint8Array;
}
