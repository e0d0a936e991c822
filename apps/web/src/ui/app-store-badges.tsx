import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './app-links';

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="#FFFFFF"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8C7 7.3 5.6 8.2 4.8 9.6c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4 1.2-.1 1.6-.8 3-.8s1.8.8 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6-.1 0-2.6-1-2.6-3.9zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="#34A853" d="M3.6 2.3 13.5 12l-9.9 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
      <path fill="#FBBC04" d="m17 8.6-3.5 3.4 3.5 3.4 3.9-2.2c.8-.5.8-1.9 0-2.4z" />
      <path fill="#4285F4" d="M3.6 21.7 13.5 12l3.5 3.4-11.6 6.5c-.6.3-1.3.2-1.8-.2z" />
      <path fill="#EA4335" d="M3.6 2.3c.5-.4 1.2-.5 1.8-.2L17 8.6 13.5 12z" />
    </svg>
  );
}

interface BadgeProps {
  href: string;
  label: string;
  top: string;
  name: string;
  glyph: ReactNode;
}

function StoreBadge({ href, label, top, name, glyph }: BadgeProps) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        height: 48,
        minWidth: 148,
        px: 1.5,
        borderRadius: '10px',
        bgcolor: '#111413',
        color: '#FFFFFF',
        textDecoration: 'none',
        border: '1px solid rgba(255,255,255,0.28)',
        transition: (theme) => theme.transitions.create('transform'),
        '&:hover': { transform: 'translateY(-1px)' },
      }}
    >
      {glyph}
      <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, textAlign: 'start' }}
      >
        <Box component="span" sx={{ fontSize: 10, letterSpacing: '0.02em', opacity: 0.9 }}>
          {top}
        </Box>
        {/* Without it the two lines would read as one word ("theApp Store") to assistive tech. */}{' '}
        <Box component="span" sx={{ fontSize: 17, fontWeight: 600, letterSpacing: '-0.01em' }}>
          {name}
        </Box>
      </Box>
    </Box>
  );
}

/** App Store and Google Play badges, drawn in code rather than downloaded. */
export function AppStoreBadges() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <StoreBadge
        href={APP_STORE_URL}
        label={t('badges.appStoreLabel')}
        top={t('badges.appStoreTop')}
        name={t('badges.appStore')}
        glyph={<AppleGlyph />}
      />
      <StoreBadge
        href={GOOGLE_PLAY_URL}
        label={t('badges.googlePlayLabel')}
        top={t('badges.googlePlayTop')}
        name={t('badges.googlePlay')}
        glyph={<PlayGlyph />}
      />
    </Stack>
  );
}
