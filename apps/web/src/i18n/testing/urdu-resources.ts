import { i18next } from '../i18n';
import type { ResourceLanguage } from 'i18next';

const files = import.meta.glob<ResourceLanguage>('../locales/ur.json', {
  eager: true,
  import: 'default',
});

export const urResources: ResourceLanguage = files['../locales/ur.json'] ?? {};

/**
 * Puts the Urdu messages in place the way loading `/locales/ur.json` would, so a test can
 * switch to Urdu without a server.
 */
export function provideUrduResources(): void {
  i18next.addResourceBundle('ur', 'translation', urResources, true, true);
}
