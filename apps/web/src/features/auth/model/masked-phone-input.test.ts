import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './masked-phone-input';

describe('maskPhoneInput', () => {
  it('formats the first digit with the country code and puts the caret at the end', () => {
    expect(maskPhoneInput('3')).toEqual({ value: '+92 3', caret: 5 });
  });

  it('formats a pasted number in any common form', () => {
    expect(maskPhoneInput('03001234567').value).toBe('+92 300 1234567');
    expect(maskPhoneInput('+923001234567').value).toBe('+92 300 1234567');
    expect(maskPhoneInput('0092 300 1234567').value).toBe('+92 300 1234567');
  });

  it('drops letters and digits beyond the tenth', () => {
    expect(maskPhoneInput('+92 300 1234567 89').value).toBe('+92 300 1234567');
    expect(maskPhoneInput('+92 30a0').value).toBe('+92 300');
  });

  it('keeps the caret after the digit it followed when editing in the middle', () => {
    // "+92 300 1234567" with the 4th national digit deleted: caret was after "+92 300 ".
    const edited = '+92 300 234567';
    expect(maskPhoneInput(edited, 8)).toEqual({ value: '+92 300 234567', caret: 7 });
    // A digit typed after "+92 30" lands and the caret follows it across the space.
    expect(maskPhoneInput('+92 3050 1234567', 7)).toEqual({ value: '+92 305 0123456', caret: 7 });
    expect(maskPhoneInput('+92 305 01234567', 9)).toEqual({
      value: '+92 305 0123456',
      caret: 9,
    });
  });

  it('empties when the last digit goes', () => {
    expect(maskPhoneInput('+92 ', 4)).toEqual({ value: '', caret: 0 });
  });
});
