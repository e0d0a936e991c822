import { describe, expect, it } from 'vitest';
import { maskCnic } from './cnic-mask';

describe('maskCnic', () => {
  it('puts the dashes after the 5th and 12th digit', () => {
    expect(maskCnic('4210112345671').value).toBe('42101-1234567-1');
    expect(maskCnic('421011').value).toBe('42101-1');
    expect(maskCnic('42101').value).toBe('42101');
  });

  it('keeps at most 13 digits: 15 characters', () => {
    expect(maskCnic('42101123456719999').value).toBe('42101-1234567-1');
  });

  it('drops letters and spaces and reads Urdu digits', () => {
    expect(maskCnic('42101 1234567 1').value).toBe('42101-1234567-1');
    expect(maskCnic('abc۴۲۱۰۱').value).toBe('42101');
  });

  it('keeps the caret after the digit it followed when fixing the middle', () => {
    // "42101-1234567-1" with a 9 typed after "42101-12"
    const masked = maskCnic('42101-129345671', 9);
    expect(masked.value).toBe('42101-1293456-7');
    expect(masked.caret).toBe(9);
  });
});
