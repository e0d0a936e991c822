// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const WEB_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// The smallest page the pre-render bundle could hold: one JSX element, React bundled in. It is
// served from memory at a path inside the web app, so that it resolves React as the app does.
const ENTRY_PATH = path.join(WEB_ROOT, 'src', 'app', 'prerender', 'build-probe.tsx');
const ENTRY = 'export const page = () => <p>Sauda</p>;\n';
/** A page whose part loads later, as the app's routes do. */
const LAZY_ENTRY = "export const later = () => import('react-dom/server');\n";
const probeEntry = (source: string): Plugin => ({
  name: 'prerender-build-probe',
  resolveId: (id) => (id === ENTRY_PATH ? ENTRY_PATH : null),
  load: (id) => (id === ENTRY_PATH ? source : null),
});

let workDir: string;
const callerNodeEnv = process.env.NODE_ENV;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'sauda-prerender-build-'));
});

afterEach(async () => {
  process.env.NODE_ENV = callerNodeEnv;
  await rm(workDir, { recursive: true, force: true });
});

/** Bundles the entry as `vite build --ssr` does for the pre-render step, with the web config. */
async function bundlePrerenderEntry(source = ENTRY): Promise<string> {
  await build({
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    logLevel: 'silent',
    plugins: [probeEntry(source)],
    build: {
      ssr: ENTRY_PATH,
      outDir: path.join(workDir, 'out'),
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  return path.join(workDir, 'out', 'build-probe.js');
}

describe('the pre-render build', () => {
  it.each(['development', 'test'])(
    'compiles for production when the shell has NODE_ENV=%s',
    async (shellNodeEnv) => {
      process.env.NODE_ENV = shellNodeEnv;
      const bundle = await bundlePrerenderEntry();
      // scripts/prerender-pages.mjs runs the bundle in production mode, as the browser build.
      process.env.NODE_ENV = 'production';
      const { page } = (await import(pathToFileURL(bundle).href)) as {
        page: () => { type: string; props: { children: string } };
      };
      expect(page()).toMatchObject({ type: 'p', props: { children: 'Sauda' } });
    },
    60_000,
  );

  // The API imports a new build's bundle beside the old one it already holds (page-renderer.ts).
  // Chunks keep their names when their content does not change, so a split bundle would mix
  // the two builds' modules: two copies of React Router, and every page fails to render.
  it('is one file, its lazy parts inlined', async () => {
    const bundle = await bundlePrerenderEntry(LAZY_ENTRY);
    const files = await readdir(path.dirname(bundle), { recursive: true });
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(['build-probe.js']);
  }, 60_000);
});
