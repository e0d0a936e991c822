import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { afterFirstPaint } from './app/after-first-paint';

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A pre-rendered page is readable before the app's code has run: on a slow phone, loading
  // and hydrating it takes a while, so the page paints first and the app loads after.
  await afterFirstPaint();
  const { startApp } = await import('./app/start-app');
  await startApp(container);
}

void main();
