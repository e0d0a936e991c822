import { useEffect, useState } from 'react';

/**
 * A callback ref for a live region that sits directly in the body. An open MUI modal marks
 * every other child of the body aria-hidden, again each time a modal opens or closes, even
 * ones added later (mui/material-ui#30097): that would silence the region while the Order
 * Detail popup is open, so the mark is taken off as soon as it is set.
 */
export function useKeepAnnounced(): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!node) return undefined;
    const reveal = () => {
      if (node.hasAttribute('aria-hidden')) node.removeAttribute('aria-hidden');
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(node, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [node]);
  return setNode;
}
