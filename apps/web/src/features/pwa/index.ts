// The pwa feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { reloadWithNewestServiceWorker } from './service-worker-update';
