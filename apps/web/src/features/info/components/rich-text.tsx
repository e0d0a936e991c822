import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactElement, ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useInfoValues } from './info-values';

/** Trans passes the tag's text in as children. */
function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** The tags a text of the information pages may use, e.g. `<riders>Riders page</riders>`. */
function richComponents(email: string, phone: string): Record<string, ReactElement> {
  return {
    strong: <strong />,
    code: (
      <Box
        component="code"
        sx={{
          fontFamily: 'inherit',
          fontWeight: 600,
          bgcolor: 'action.hover',
          px: 0.5,
          // A stored item's name reads as one word, never split at its hyphen.
          whiteSpace: 'nowrap',
        }}
      />
    ),
    riders: <PageLink to="/riders" />,
    merchants: <PageLink to="/merchants" />,
    careers: <PageLink to="/careers" />,
    contact: <PageLink to="/contact" />,
    faqs: <PageLink to="/faqs" />,
    privacy: <PageLink to="/privacy-policy" />,
    cookies: <PageLink to="/cookies-policy" />,
    terms: <PageLink to="/terms-and-conditions" />,
    orders: <PageLink to="/order/history" />,
    signup: <PageLink to="/signup/user" />,
    email: <Link href={`mailto:${email}`} />,
    // Phone numbers read left to right in Urdu too.
    phone: (
      <Link href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr" sx={{ whiteSpace: 'nowrap' }} />
    ),
  };
}

interface RichTextProps {
  i18nKey: string;
  values?: Record<string, unknown>;
  /** Extra tags for this one text, e.g. a `<time>` with its machine-readable date. */
  components?: Record<string, ReactElement>;
}

/** One translated text with links and emphasis, and the product facts filled in. */
export function RichText({ i18nKey, values, components }: RichTextProps) {
  const facts = useInfoValues();
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ ...facts, ...values }}
      components={{ ...richComponents(facts.email, facts.phone), ...components }}
    />
  );
}
