import { LegalDocumentPage } from './legal-document-page';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}

/** /cookies-policy */
export function CookiesPolicyPage() {
  return <LegalDocumentPage document="cookies" />;
}

/** /terms-and-conditions */
export function TermsPage() {
  return <LegalDocumentPage document="terms" />;
}
