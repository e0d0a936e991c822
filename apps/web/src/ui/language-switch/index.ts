export { LanguageMenuButton } from './language-menu-button';
export { LanguageToggle } from './language-toggle';
