import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppVersionCheck } from './features/app-version/app-version-check';
import { configureLocationRequester } from './features/addresses/selection/configure-location-requester';
import { configureAuthRequester } from './features/auth/session/configure-auth-requester';
import { loadRtlCache } from './app/emotion-cache';
import { directionOf, initI18n } from './i18n';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Before the first call: every request carries the session, the visitor id and the
  // selected address's location.
  configureAuthRequester();
  configureLocationRequester();
  const i18n = await initI18n();
  if (directionOf(i18n.language) === 'rtl') await loadRtlCache();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the first render: a new deployment reloads the page, but never delays this one.
  void startAppVersionCheck();
}

void start();
