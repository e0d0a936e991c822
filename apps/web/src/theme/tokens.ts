/** Brand tokens from BRAND.md: the only place colours and radii are written down. */
export const brand = {
  primary: '#0B6E4F',
  primaryDark: '#064D37',
  primaryLight: '#E3F1EC',
  accent: '#F4A300',
  accentLight: '#FFF4DB',
  danger: '#C62828',
  background: '#F6F7F5',
  surface: '#FFFFFF',
  text: '#1C1F1E',
  textSecondary: '#5F6664',
  divider: '#E2E5E1',
} as const;

export const radius = { card: 12, pill: 24 } as const;

/** Motion stays within 150–250 ms; CssBaseline removes it for prefers-reduced-motion. */
export const motion = { shortest: 150, shorter: 200, short: 250 } as const;

export const fontFamily = {
  latin: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  urdu: '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Inter", serif',
} as const;
