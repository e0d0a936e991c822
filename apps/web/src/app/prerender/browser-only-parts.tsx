import type { Industry } from '@sauda/domain';
import { MemoryRouter } from 'react-router';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { IndustryTile } from '../../features/marketing/components/industry-tile';

const noop = () => undefined;

/** A stand-in industry: a tile's styles do not depend on which industry it shows. */
const SAMPLE_INDUSTRY: Industry = {
  id: 0,
  name: 'Grocery',
  slug: 'grocery',
  icon_url: '/favicon.svg',
  position: 0,
};

/**
 * Parts the browser shows soon after a page starts, which the pre-rendered HTML cannot hold:
 * the cookie banner depends on what the visitor stored, the industry tiles on data fetched
 * after load. Pre-rendering renders them once, only for their styles: the page then ships
 * those styles, and the browser neither compiles them nor inserts them (which restyles the
 * whole page) while it starts.
 */
export function BrowserOnlyParts() {
  return (
    <MemoryRouter>
      <ConsentBanner onAcceptAll={noop} onEssentialOnly={noop} onOpenSettings={noop} />
      <IndustryTile industry={SAMPLE_INDUSTRY} />
    </MemoryRouter>
  );
}
