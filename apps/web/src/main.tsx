import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { afterFirstPaint } from './app/after-first-paint';
import { nextTask } from './app/next-task';

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A pre-rendered page is readable before the app's code has run: on a slow phone, loading
  // and hydrating it takes a while, so the page paints first and the app loads after. An
  // empty page (no pre-rendered content) has nothing to paint: its app starts at once.
  if (container.hasChildNodes()) await afterFirstPaint();
  // Evaluating all of the app's code at once would block the page for a long while: the
  // libraries evaluate in tasks of their own, so a tap or a scroll can come in between.
  await import('react-dom/client');
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  await import('i18next');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp(container);
}

void main();
