// The info feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { AboutCardGrid } from './about/about-card-grid';
export { AboutSection } from './about/about-section';
export { cardListSx } from './about/card-list-sx';
export { InfoPageHeader } from './components/info-page-header';
export { FAQ_GROUPS, type FaqGroupId } from './faqs/faq-groups';
export { FaqItem } from './faqs/faq-item';
