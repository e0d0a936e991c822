import { addressCases } from './address-cases.js';
import { checkoutCases } from './checkout-cases.js';
import type { CaseEntry } from './mass-assignment-case.js';
import { merchantOrderCases } from './merchant-order-cases.js';
import { operatorCases } from './operator-cases.js';
import { orderCases } from './order-cases.js';
import { pinResetCases } from './pin-reset-cases.js';
import { placementRefusalCases } from './placement-refusal-cases.js';
import { productCases } from './product-cases.js';
import { productImportCases } from './product-import-cases.js';
import { productPhotoCases } from './product-photo-cases.js';
import { profileCases } from './profile-cases.js';
import { signInCases } from './sign-in-cases.js';
import { signUpCases } from './sign-up-cases.js';
import { staffCases } from './staff-cases.js';
import { storeCases } from './store-cases.js';
import { voucherCases } from './voucher-cases.js';

// The table of every write route, by the setup its cases run on (one test file each).

/** users/*: signing in and up, the PIN, the profile, the address book. */
export const accountCases = [
  ...signInCases,
  ...signUpCases,
  ...pinResetCases,
  ...profileCases,
  ...addressCases,
];

/** invoices/*, the shopper's cancel and the demo console. */
export const checkoutAndOrderCases = [...checkoutCases, ...placementRefusalCases, ...orderCases];

/** merchant/*: the back office. */
export const backOfficeCases = [
  ...storeCases,
  ...merchantOrderCases,
  ...productCases,
  ...productPhotoCases,
  ...productImportCases,
  ...voucherCases,
  ...staffCases,
];

/** forms/* and admin/*. */
export { operatorCases };

export const EVERY_CASE: readonly CaseEntry[] = [
  ...accountCases,
  ...checkoutAndOrderCases,
  ...backOfficeCases,
  ...operatorCases,
];
