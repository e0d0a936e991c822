/** The footer's link groups; every path of SPEC §2's footer list appears exactly once. */
export const FOOTER_GROUPS = [
  {
    id: 'company',
    links: [
      { to: '/about-us', label: 'aboutUs' },
      { to: '/riders', label: 'riders' },
      { to: '/merchants', label: 'merchants' },
      { to: '/careers', label: 'careers' },
    ],
  },
  {
    id: 'help',
    links: [
      { to: '/faqs', label: 'faqs' },
      { to: '/contact', label: 'contact' },
    ],
  },
  {
    id: 'legal',
    links: [
      { to: '/terms-and-conditions', label: 'terms' },
      { to: '/privacy-policy', label: 'privacy' },
      { to: '/cookies-policy', label: 'cookies' },
    ],
  },
] as const;
