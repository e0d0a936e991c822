import { describe, expect, it } from 'vitest';
import { makeStoreSummary } from '../testing/merchant-fixtures';
import { chooseStore } from './choose-store';

const first = makeStoreSummary({ query_id: 'st_1' });
const second = makeStoreSummary({ query_id: 'st_2' });

describe('chooseStore', () => {
  it('takes the remembered store while the user still works there', () => {
    expect(chooseStore([first, second], 'st_2')).toBe(second);
  });

  it('falls back to the first store when none or a gone one is remembered', () => {
    expect(chooseStore([first, second], null)).toBe(first);
    expect(chooseStore([first, second], 'st_gone')).toBe(first);
  });

  it('has nothing to choose for a user of no store', () => {
    expect(chooseStore([], 'st_1')).toBeNull();
  });
});
