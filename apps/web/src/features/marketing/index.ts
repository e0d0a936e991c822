// The marketing feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { HeroBag, HeroRider } from './components/hero-parts';
