import type { RouteObject } from 'react-router';
import { page } from './lazy-pages';

/** Public pages under the plain navbar (SPEC §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  page('home', 'home', async () => ({
    Component: (await import('../../features/marketing/home-page')).HomePage,
  })),
  page('about-us', 'about', async () => ({
    Component: (await import('../../features/info/about/about-page')).AboutPage,
  })),
  page('riders', 'riders', async () => ({
    Component: (await import('../../features/partners/riders/riders-page')).RidersPage,
  })),
  page('merchants', 'merchants', async () => ({
    Component: (await import('../../features/partners/merchants/merchants-page')).MerchantsPage,
  })),
  page('careers', 'careers', async () => ({
    Component: (await import('../../features/partners/careers/careers-page')).CareersPage,
  })),
  page('news', 'news', async () => ({
    Component: (await import('../../features/news/news-page')).NewsPage,
  })),
  page('faqs', 'faqs', async () => ({
    Component: (await import('../../features/info/faqs/faqs-page')).FaqsPage,
  })),
  page('contact', 'contact', async () => ({
    Component: (await import('../../features/contact/contact-page')).ContactPage,
  })),
  page('privacy-policy', 'privacyPolicy', async () => ({
    Component: (await import('../../features/info/legal/legal-pages')).PrivacyPolicyPage,
  })),
  page('cookies-policy', 'cookiesPolicy', async () => ({
    Component: (await import('../../features/info/legal/legal-pages')).CookiesPolicyPage,
  })),
  page('terms-and-conditions', 'terms', async () => ({
    Component: (await import('../../features/info/legal/legal-pages')).TermsPage,
  })),
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
