// The catalog feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { companyCategoriesQueryOptions } from './api/get-company-categories';
