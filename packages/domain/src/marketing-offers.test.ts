import { describe, expect, it } from 'vitest';
import {
  FREE_DELIVERY_THRESHOLD_PAISA,
  FREE_DELIVERY_THRESHOLD_RUPEES,
} from './marketing-offers.js';
import { toPaisa } from './money.js';

describe('marketing offers', () => {
  it('states the free-delivery threshold in rupees and in paisa alike', () => {
    expect(FREE_DELIVERY_THRESHOLD_PAISA).toBe(toPaisa(FREE_DELIVERY_THRESHOLD_RUPEES));
  });
});
