import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appVersionDefine } from './app-version';
import { webEnvDefine } from './web-env';
import { pwaOptions } from './src/features/pwa/build/pwa-options';
import { pageMetaFile } from './src/features/seo/build/page-meta-plugin';
import { precompressAssets } from './precompress-assets';
import { preloadFonts } from './preload-fonts';
import { localeFiles } from './src/i18n/build/locale-files-plugin';
import { textGroupModules } from './src/i18n/build/text-group-modules-plugin';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Long-lived libraries get their own chunks, so an app release does not evict them from caches.
 * MUI components are left out on purpose: they travel with the pages that use them, so the
 * first page does not download every component of the app.
 */
const VENDOR_GROUPS = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  // Two chunks, each evaluated in a task of its own (see main.tsx): each creates a default theme.
  {
    name: 'vendor-mui-system',
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|react-is|clsx|prop-types|@babel[\\/]runtime|hoist-non-react-statics)/,
    priority: 31,
  },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](styles|colors|CssBaseline|GlobalStyles|utils|DefaultPropsProvider)/,
    priority: 30,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
    priority: 20,
  },
  // Apart from the rest: it loads with the first schema a page checks, not with every page.
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
];

/** The browser build's own outputs; the pre-render build (`--ssr`) needs none of them. */
const browserBuildPlugins = () => [
  localeFiles(fileURLToPath(new URL('./src/i18n/locales', import.meta.url))),
  VitePWA(pwaOptions),
  pageMetaFile(fileURLToPath(new URL('./src/i18n/locales/en.json', import.meta.url))),
  preloadFonts(),
  precompressAssets(),
];

/**
 * A build is a production build whatever NODE_ENV the caller's shell holds. With
 * NODE_ENV=development Vite would compile JSX to React's development runtime (jsxDEV), which
 * the pre-render step, run in production mode to match the browser build, does not have. Vite
 * reads NODE_ENV only after loading this config, so setting it here decides the mode.
 */
function forceProductionBuild(command: 'build' | 'serve'): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}

export default defineConfig(({ command, isSsrBuild, mode }) => {
  forceProductionBuild(command);
  return webConfig(isSsrBuild === true, mode);
});

function webConfig(isSsrBuild: boolean, mode: string): UserConfig {
  return {
    // Both builds: the texts' core and groups are modules of their own (src/i18n/texts).
    plugins: [react(), textGroupModules(), ...(isSsrBuild ? [] : browserBuildPlugins())],
    // The server-side bundle renders pages as the production browser build does (same class
    // names, React's production mode) whatever NODE_ENV the process that loads it runs with.
    define: {
      ...appVersionDefine(),
      ...webEnvDefine(mode),
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    resolve: {
      // `source` makes @sauda/domain resolve to its TypeScript, so the web needs no domain build.
      conditions: ['source', ...defaultClientConditions],
    },
    ssr: {
      // One self-contained file for Node: MUI's icon paths and ESM-only packages need no resolving.
      noExternal: true,
      resolve: { conditions: ['source', ...defaultServerConditions] },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: true },
        '/media': { target: API_TARGET, changeOrigin: true },
        '/meta.json': { target: API_TARGET, changeOrigin: true },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: true },
        '/media': { target: API_TARGET, changeOrigin: true },
        '/meta.json': { target: API_TARGET, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      // The server-side bundle is code only: the browser build serves the public files.
      copyPublicDir: !isSsrBuild,
      sourcemap: true,
      chunkSizeWarningLimit: 400,
      // No preload links injected by script: on a pre-rendered page, inserting them (about 60 on
      // the first load) cost a slow phone more main-thread time than the parallel downloads saved.
      modulePreload: false,
      rolldownOptions: {
        // The server-side bundle is one file: the API loads a new build beside the old one, and
        // chunks that kept their names would mix the two builds' modules.
        output: { codeSplitting: isSsrBuild ? false : { groups: VENDOR_GROUPS } },
      },
    },
  };
}
