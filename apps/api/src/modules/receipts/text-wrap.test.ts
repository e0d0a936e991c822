import { describe, expect, it } from 'vitest';
import { wrapText } from './text-wrap.js';

// One unit per character, spaces included: easy to reason about.
const byLength = (text: string) => [...text].length;

describe('wrapText', () => {
  it('keeps a line that fits whole', () => {
    expect(wrapText(byLength, 'Sweet Lassi', 20)).toEqual(['Sweet Lassi']);
  });

  it('breaks between words so that no line is wider than the limit', () => {
    const lines = wrapText(byLength, 'Chicken Biryani Single with raita', 15);
    expect(lines).toEqual(['Chicken Biryani', 'Single with', 'raita']);
    for (const line of lines) expect(byLength(line)).toBeLessThanOrEqual(15);
  });

  it('lets the last word end exactly at the limit', () => {
    expect(wrapText(byLength, 'aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
  });

  it('cuts a word longer than a whole line into pieces that fit', () => {
    expect(wrapText(byLength, 'x abcdefghij y', 4)).toEqual(['x', 'abcd', 'efgh', 'ij y']);
  });

  it('keeps hard line breaks and squeezes repeated spaces at the ends', () => {
    expect(wrapText(byLength, '  Gate 2\r\nRing twice  ', 20)).toEqual(['Gate 2', 'Ring twice']);
  });

  it('answers one empty line for empty text', () => {
    expect(wrapText(byLength, '', 10)).toEqual(['']);
  });

  it('measures each word once rather than every growing line', () => {
    const measured: string[] = [];
    const counting = (text: string) => {
      measured.push(text);
      return byLength(text);
    };
    wrapText(counting, 'one two three four five six seven eight nine ten', 12);
    expect(measured.length).toBeLessThanOrEqual(20);
  });
});
