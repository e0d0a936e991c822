import type { PageKey } from '../../../i18n/page-keys';
import { anchorId } from '../components/anchor-id';

/** When the legal texts last changed; shown at the top of each of them. */
export const LEGAL_LAST_UPDATED = '2026-11-24';

export type LegalDocumentKey = 'privacy' | 'cookies' | 'terms';

export interface LegalDocument {
  key: LegalDocumentKey;
  /** The page whose title is the document's h1 and the browser tab's title. */
  page: PageKey;
  /** Section keys in reading order; each names its text under `info.legal.<key>.sections`. */
  sections: readonly string[];
}

export const LEGAL_DOCUMENTS: Record<LegalDocumentKey, LegalDocument> = {
  privacy: {
    key: 'privacy',
    page: 'privacyPolicy',
    sections: [
      'whoWeAre',
      'dataWeCollect',
      'onYourDevice',
      'howWeUse',
      'sharing',
      'analytics',
      'retention',
      'security',
      'yourRights',
      'children',
      'law',
      'changes',
      'contact',
    ],
  },
  cookies: {
    key: 'cookies',
    page: 'cookiesPolicy',
    sections: [
      'summary',
      'whatTheyAre',
      'essential',
      'analytics',
      'thirdParties',
      'control',
      'changes',
      'contact',
    ],
  },
  terms: {
    key: 'terms',
    page: 'terms',
    sections: [
      'aboutTheseTerms',
      'accounts',
      'orders',
      'pricesPayment',
      'delivery',
      'vouchers',
      'tips',
      'cancellations',
      'returns',
      'acceptableUse',
      'liability',
      'intellectualProperty',
      'changes',
      'law',
      'contact',
    ],
  },
};

/** The anchor of a section: `dataWeCollect` → `data-we-collect`. */
export const sectionId = (sectionKey: string) => anchorId(sectionKey);
