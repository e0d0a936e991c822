import { useRef, useState, type FocusEvent } from 'react';

/**
 * Hover and keyboard focus inside the carousel hold the autoplay (WAI-ARIA APG carousel). Focus
 * on the play/pause button itself does not, or starting the show would pause it at once.
 */
export function useCarouselPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => setFocused(event.target !== rotationButton.current),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };
  return { held: hovered || focused, handlers, rotationButton };
}
