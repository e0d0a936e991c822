import { useMatches } from 'react-router';
import { usePageMeta } from '../../../features/seo/use-page-meta';
import { isRouteHandle } from './route-handle';

/**
 * Sets the document title, description, canonical link and link-preview tags from the deepest
 * matched route that names its page.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const page = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.page;

  usePageMeta(page);
  return null;
}
