import type { RouteObject } from 'react-router';
import { page, withTexts } from './lazy-pages';

/** Public pages under the plain navbar (SPEC §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  page(
    'home',
    'home',
    withTexts(['home'], async () => ({
      Component: (await import('../../features/marketing/home-page')).HomePage,
    })),
  ),
  page(
    'about-us',
    'about',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/info/about/about-page')).AboutPage,
    })),
  ),
  page(
    'riders',
    'riders',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/partners/riders/riders-page')).RidersPage,
    })),
  ),
  page(
    'merchants',
    'merchants',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/partners/merchants/merchants-page')).MerchantsPage,
    })),
  ),
  page(
    'careers',
    'careers',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/partners/careers/careers-page')).CareersPage,
    })),
  ),
  page(
    'news',
    'news',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/news/news-page')).NewsPage,
    })),
  ),
  page(
    'faqs',
    'faqs',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/info/faqs/faqs-page')).FaqsPage,
    })),
  ),
  page(
    'contact',
    'contact',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/contact/contact-page')).ContactPage,
    })),
  ),
  page(
    'privacy-policy',
    'privacyPolicy',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/info/legal/legal-pages')).PrivacyPolicyPage,
    })),
  ),
  page(
    'cookies-policy',
    'cookiesPolicy',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/info/legal/legal-pages')).CookiesPolicyPage,
    })),
  ),
  page(
    'terms-and-conditions',
    'terms',
    withTexts(['info'], async () => ({
      Component: (await import('../../features/info/legal/legal-pages')).TermsPage,
    })),
  ),
  page(
    'signup/user',
    'signup',
    withTexts([], async () => ({
      Component: (await import('../../features/auth/pages/signup-page')).SignupPage,
    })),
  ),
  page(
    'forgot-pin',
    'forgotPin',
    withTexts([], async () => ({
      Component: (await import('../../features/auth/pages/forgot-pin-page')).ForgotPinPage,
    })),
  ),
  page(
    '*',
    'notFound',
    withTexts([], async () => ({
      Component: (await import('../pages/not-found-page')).NotFoundPage,
    })),
  ),
];
