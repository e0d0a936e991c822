import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualRuns } from './text-direction.js';

describe('paragraphDirection', () => {
  it('follows the first letter and skips numbers and punctuation', () => {
    expect(paragraphDirection('Chicken Biryani')).toBe('ltr');
    expect(paragraphDirection('دودھ پتی')).toBe('rtl');
    expect(paragraphDirection('2 × دودھ, Milk')).toBe('rtl');
    expect(paragraphDirection('12 (3)')).toBe('ltr');
    expect(paragraphDirection('')).toBe('ltr');
  });
});

describe('visualRuns', () => {
  it('keeps English in one left-to-right Latin run', () => {
    expect(visualRuns('Chicken Biryani Single')).toEqual([
      { text: 'Chicken Biryani Single', font: 'latin', direction: 'ltr' },
    ]);
  });

  it('sets Urdu with its spaces in the Urdu font, right to left', () => {
    expect(visualRuns('دودھ پتی چائے')).toEqual([
      { text: 'دودھ پتی چائے', font: 'urdu', direction: 'rtl' },
    ]);
  });

  it('reads a number after an Urdu word inside the Urdu phrase of an English line', () => {
    expect(visualRuns('Milk دودھ 1 لیٹر')).toEqual([
      { text: 'Milk ', font: 'latin', direction: 'ltr' },
      { text: ' لیٹر', font: 'urdu', direction: 'rtl' },
      { text: '1', font: 'latin', direction: 'ltr' },
      { text: 'دودھ ', font: 'urdu', direction: 'rtl' },
    ]);
  });

  it('puts the first Urdu word of an Urdu line at the right, before an English word', () => {
    expect(visualRuns('چکن Biryani')).toEqual([
      { text: 'Biryani', font: 'latin', direction: 'ltr' },
      { text: 'چکن ', font: 'urdu', direction: 'rtl' },
    ]);
  });

  it('keeps brackets around an Urdu word in the Latin font and on the English side', () => {
    expect(visualRuns('Lassi (لسی)')).toEqual([
      { text: 'Lassi (', font: 'latin', direction: 'ltr' },
      { text: 'لسی', font: 'urdu', direction: 'rtl' },
      { text: ')', font: 'latin', direction: 'ltr' },
    ]);
  });

  it('takes letters outside Inter’s Latin subset from the Latin-ext face', () => {
    expect(visualRuns('Şahin Kebab')).toEqual([
      { text: 'Ş', font: 'latinExt', direction: 'ltr' },
      { text: 'ahin Kebab', font: 'latin', direction: 'ltr' },
    ]);
  });

  it('keeps Urdu digits in the Urdu font as a left-to-right number', () => {
    expect(visualRuns('دودھ ۲ لیٹر')).toEqual([
      { text: ' لیٹر', font: 'urdu', direction: 'rtl' },
      { text: '۲', font: 'urdu', direction: 'ltr' },
      { text: 'دودھ ', font: 'urdu', direction: 'rtl' },
    ]);
  });

  it('answers nothing for an empty line', () => {
    expect(visualRuns('')).toEqual([]);
  });
});
