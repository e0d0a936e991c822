/** The four links of the public navbar and its drawer (SPEC §2 "Public navbar"). */
export const PUBLIC_NAV_LINKS = [
  { to: '/about-us', label: 'aboutUs' },
  { to: '/riders', label: 'riders' },
  { to: '/merchants', label: 'merchants' },
  { to: '/careers', label: 'careers' },
] as const;
