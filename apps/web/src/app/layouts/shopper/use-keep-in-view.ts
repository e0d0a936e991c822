import { useEffect, type RefObject } from 'react';

/** Room left beside an item scrolled into view, so the next one peeks out. */
const MARGIN_PX = 24;

/**
 * Scrolls the row so that its item matching `selector` is wholly visible, whenever `key`
 * changes. The positions come from an IntersectionObserver, which reports them after the
 * browser's own layout: reading them directly (scrollIntoView, offsetLeft) while the page is
 * starting would force a layout of the whole page in the middle of its first tasks.
 */
export function useKeepInView(
  row: RefObject<HTMLElement | null>,
  selector: string,
  key: unknown,
): void {
  useEffect(() => {
    const element = row.current;
    const item = element?.querySelector(selector);
    if (!element || !item || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const bounds = entry?.rootBounds;
        if (!entry || !bounds || entry.intersectionRatio >= 1) return;
        const { left, right } = entry.boundingClientRect;
        if (left < bounds.left) element.scrollBy({ left: left - bounds.left - MARGIN_PX });
        else if (right > bounds.right) element.scrollBy({ left: right - bounds.right + MARGIN_PX });
      },
      { root: element, threshold: 1 },
    );
    observer.observe(item);
    return () => observer.disconnect();
  }, [row, selector, key]);
}
