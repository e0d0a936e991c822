import { describe, expect, it } from 'vitest';
import { isDropPinKey, PIN_STEP_PX, pinKeyOffset } from './pin-keys';

describe('pin keys', () => {
  it('moves the pin a step per arrow key, five with Shift', () => {
    expect(pinKeyOffset('ArrowUp', false)).toEqual({ x: 0, y: -PIN_STEP_PX });
    expect(pinKeyOffset('ArrowDown', false)).toEqual({ x: 0, y: PIN_STEP_PX });
    expect(pinKeyOffset('ArrowLeft', false)).toEqual({ x: -PIN_STEP_PX, y: 0 });
    expect(pinKeyOffset('ArrowRight', true)).toEqual({ x: PIN_STEP_PX * 5, y: 0 });
  });

  it('ignores other keys', () => {
    expect(pinKeyOffset('a', false)).toBeNull();
    expect(pinKeyOffset('Enter', false)).toBeNull();
  });

  it('drops the pin with Enter or Space only', () => {
    expect(isDropPinKey('Enter')).toBe(true);
    expect(isDropPinKey(' ')).toBe(true);
    expect(isDropPinKey('Escape')).toBe(false);
  });
});
