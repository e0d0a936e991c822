export { createAppTheme, type Direction } from './create-app-theme';
export { brand, radius, motion, fontFamily } from './tokens';
