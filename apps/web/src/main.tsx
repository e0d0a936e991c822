import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { afterFirstPaint } from './app/after-first-paint';
import { nextTask } from './app/next-task';
import { validateWithoutEval } from './app/validation-without-eval';

/**
 * The largest parts of the app's code and its costliest set-up, each evaluated in a task of its
 * own before the app: evaluated all at once, they would block the page for a long while, and a
 * tap or a scroll can come in between these. Each stays short on a fast machine (about 10 ms),
 * so that a phone a few times slower still answers within 50 ms.
 */
const MODULES_FIRST = [
  () => import('react-dom/client'),
  () => import('@mui/system'),
  () => import('@mui/material/styles'),
  () => import('i18next'),
  // The session, whose first read of localStorage waits for the browser to load the site's
  // storage.
  () => import('./features/auth/store/auth-store'),
  // The app's own start-up code, a part at a time: texts, theme, routes.
  () => import('./i18n'),
  () => import('./theme'),
  () => import('./app/routes/app-routes'),
];

async function main(): Promise<void> {
  validateWithoutEval();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A pre-rendered page is readable before the app's code has run: it paints first. Then the
  // app loads a slice at a time, on every page, so a tap or a scroll is answered in between.
  if (container.hasChildNodes()) await afterFirstPaint();
  for (const evaluate of MODULES_FIRST) {
    await evaluate();
    await nextTask();
  }
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(container);
}

void main();
