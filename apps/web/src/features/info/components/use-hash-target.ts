import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's #hash into view and moves focus to it, as a
 * browser does for a plain page; a page rendered after the address loaded misses that.
 */
export function useHashTarget(): string {
  const { hash } = useLocation();
  const id = decodeURIComponent(hash.replace(/^#/, ''));

  useEffect(() => {
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [id]);

  return id;
}
