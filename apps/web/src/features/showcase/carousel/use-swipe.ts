import { useRef, type PointerEvent } from 'react';

/** How far a finger has to travel sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_MIN_PX = 40;

type SwipeDirection = 'towardsStart' | 'towardsEnd';

/**
 * Pointer handlers that report a horizontal swipe by touch or pen. Mouse drags are left to the
 * buttons, so selecting text with a mouse never changes the slide.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      startX.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp(event: PointerEvent) {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(distance) < SWIPE_MIN_PX) return;
      // A finger moving left drags the next slide in from the right.
      onSwipe(distance < 0 ? 'towardsEnd' : 'towardsStart');
    },
    onPointerCancel() {
      startX.current = null;
    },
  };
}
