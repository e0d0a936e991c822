/** Screen pixels an arrow key moves a focused pin; with Shift, five times as far. */
export const PIN_STEP_PX = 10;
const BIG_STEP_FACTOR = 5;

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** How far (in screen pixels) a key moves the pin, or null for keys that do not move it. */
export function pinKeyOffset(key: string, shiftKey: boolean): { x: number; y: number } | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const step = shiftKey ? PIN_STEP_PX * BIG_STEP_FACTOR : PIN_STEP_PX;
  return { x: direction[0] * step, y: direction[1] * step };
}

/** Keys that drop the pin in the middle of a focused map. */
export function isDropPinKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
