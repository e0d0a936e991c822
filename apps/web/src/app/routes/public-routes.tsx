import type { RouteObject } from 'react-router';
import { comingSoon, page } from './lazy-pages';

/** Public pages under the plain navbar (SPEC §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  page('home', 'home', async () => ({
    Component: (await import('../../features/marketing/home-page')).HomePage,
  })),
  comingSoon('about-us', 'about'),
  comingSoon('riders', 'riders'),
  comingSoon('merchants', 'merchants'),
  comingSoon('careers', 'careers'),
  comingSoon('news', 'news'),
  comingSoon('faqs', 'faqs'),
  comingSoon('contact', 'contact'),
  comingSoon('privacy-policy', 'privacyPolicy'),
  comingSoon('cookies-policy', 'cookiesPolicy'),
  comingSoon('terms-and-conditions', 'terms'),
  page('signup/user', 'signup', async () => ({
    Component: (await import('../../features/auth/pages/signup-page')).SignupPage,
  })),
  page('forgot-pin', 'forgotPin', async () => ({
    Component: (await import('../../features/auth/pages/forgot-pin-page')).ForgotPinPage,
  })),
  page('*', 'notFound', async () => ({
    Component: (await import('../pages/not-found-page')).NotFoundPage,
  })),
];
