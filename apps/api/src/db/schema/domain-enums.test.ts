import {
  APPLICATION_STATUSES,
  FORM_TYPES,
  MERCHANT_ROLES,
  STORE_ACTIVITY_ACTIONS,
} from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { applicationStatus, formType } from './forms.js';
import { merchantRole } from './companies.js';
import { storeActivityAction } from './store-staff.js';

// The database's enums are written out for drizzle-kit; the domain's lists are what the API
// validates and answers. They must name the same values in the same order.
describe('database enums', () => {
  it.each([
    ['merchant_role', merchantRole.enumValues, MERCHANT_ROLES],
    ['store_activity_action', storeActivityAction.enumValues, STORE_ACTIVITY_ACTIONS],
    ['application_status', applicationStatus.enumValues, APPLICATION_STATUSES],
    ['form_type', formType.enumValues, FORM_TYPES],
  ])('%s matches the domain', (_name, database, domain) => {
    expect([...database]).toEqual([...domain]);
  });
});
