import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../theme/tokens';
import { LogoMark } from './logo-mark';

export type LogoVariant = 'retail' | 'business';

interface LogoProps {
  /** `business` is the logo of users whose trade types do not include Retail (SPEC §1). */
  variant?: LogoVariant;
  /** `inverse` draws white letters for dark surfaces such as the footer. */
  tone?: 'brand' | 'inverse';
  height?: number;
}

/** The Sauda logo; it always links to /home (SPEC §2). */
export function Logo({ variant = 'retail', tone = 'brand', height = 32 }: LogoProps) {
  const { t } = useTranslation();
  const isBusiness = variant === 'business';
  return (
    <Box
      component={RouterLink}
      to="/home"
      aria-label={isBusiness ? t('app.homeLinkBusiness') : t('app.homeLink')}
      data-variant={variant}
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-end',
        gap: 0.75,
        textDecoration: 'none',
        borderRadius: '6px',
        flexShrink: 0,
        lineHeight: 0,
        direction: 'ltr',
      }}
    >
      <LogoMark height={height} color={tone === 'inverse' ? '#FFFFFF' : brand.primary} />
      {isBusiness && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            color: brand.accent,
            fontWeight: 700,
            fontSize: height * 0.5,
            lineHeight: 1,
            letterSpacing: '-0.01em',
            mb: `${height * 0.06}px`,
          }}
        >
          {t('app.business')}
        </Box>
      )}
    </Box>
  );
}
