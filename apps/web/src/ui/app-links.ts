/** Where the mobile apps and social pages live; one place so footer and pages agree. */
export const APP_STORE_URL = 'https://apps.apple.com/pk/app/sauda/id1600000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=pk.sauda.app';

export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/sauda.pk' },
  { id: 'instagram', href: 'https://www.instagram.com/sauda.pk' },
  { id: 'x', href: 'https://x.com/saudapk' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/sauda-pk' },
  { id: 'youtube', href: 'https://www.youtube.com/@saudapk' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];
