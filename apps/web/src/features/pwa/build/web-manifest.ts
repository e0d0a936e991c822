import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../../../theme/tokens';

/** The installable app's manifest (the icons come from apps/web/scripts/generate-icons.mjs). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/home',
  name: 'Sauda',
  short_name: 'Sauda',
  description:
    "Groceries, food, medicines and 20+ categories from your city's stores in Pakistan, delivered to your door with cash on delivery.",
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: brand.primary,
  background_color: brand.background,
  lang: 'en-PK',
  dir: 'ltr',
  categories: ['shopping', 'food'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
