import { useRef } from 'react';

/**
 * Closes a drawer and runs `action` once its closing transition has ended. A dialog opened
 * while another modal is still closing is left `aria-hidden` by MUI's modal manager, which
 * hides it from screen readers; waiting for the drawer to leave avoids that.
 */
export function useCloseThen(onClose: () => void) {
  const pending = useRef<(() => void) | null>(null);
  return {
    closeThen: (action: () => void) => {
      pending.current = action;
      onClose();
    },
    /** For the drawer's `slotProps.transition.onExited`. */
    onExited: () => {
      const action = pending.current;
      pending.current = null;
      action?.();
    },
  };
}
