// The showcase feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { QuickDeals } from './blocks/quick-deals';
export { SaleBoxes } from './blocks/sale-boxes';
