import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf, i18next } from '../i18n';
import { createAppTheme } from '../theme';
import { emotionCacheFor, loadRtlCache } from './emotion-cache';
import { createQueryClient } from '../api/query-client';
import { CartProvider } from '../features/cart/cart-provider';

interface ThemedProvidersProps {
  children: ReactNode;
  serverCache?: EmotionCache;
}

function ThemedProviders({ children, serverCache }: ThemedProvidersProps) {
  const { i18n } = useTranslation();
  const wanted = directionOf(i18n.language);
  const [, setRtlReady] = useState(false);
  // Until the RTL styles have loaded, the page keeps its left-to-right look rather than blank.
  const chosen = emotionCacheFor(wanted);
  const { cache, direction } = serverCache
    ? { cache: serverCache, direction: 'ltr' as const }
    : chosen;
  const theme = useMemo(() => createAppTheme(direction), [direction]);

  useEffect(() => {
    if (wanted !== direction) void loadRtlCache().then(() => setRtlReady(true));
  }, [wanted, direction]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so every test starts with an empty cache. */
  queryClient?: QueryClient;
  /** Pre-rendering collects each page's styles in a cache of its own (always left-to-right). */
  serverCache?: EmotionCache;
}

export function AppProviders({ children, queryClient, serverCache }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={client}>
        <ThemedProviders serverCache={serverCache}>
          <CartProvider>{children}</CartProvider>
        </ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
