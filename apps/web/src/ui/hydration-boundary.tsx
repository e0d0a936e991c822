import { Suspense, type ReactNode } from 'react';

/**
 * A part of a pre-rendered page that hydrates as a slice of its own: React hydrates such parts
 * one after another in short tasks, in between answering the visitor, rather than in one long
 * task for the whole page. It changes nothing for a page rendered in the browser.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
