import { i18next } from '../i18n';
import type { ResourceLanguage } from 'i18next';
import { markTextsLoaded } from '../texts/load-texts';

const files = import.meta.glob<ResourceLanguage>('../locales/ur.json', {
  eager: true,
  import: 'default',
});

export const urResources: ResourceLanguage = files['../locales/ur.json'] ?? {};

/**
 * Puts every Urdu message in place, as loading its core file and every group would, so a test
 * can switch to Urdu without a server.
 */
export function provideUrduResources(): void {
  i18next.addResourceBundle('ur', 'translation', urResources, true, true);
  markTextsLoaded('ur');
}
