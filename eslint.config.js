import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const WEB = './apps/web/src';

const webZones = [
  // Imports flow shared (ui, api, shared) → features → app: shared code never reaches up.
  ...['ui', 'api', 'shared'].flatMap((layer) => [
    { target: `${WEB}/${layer}`, from: `${WEB}/features` },
    { target: `${WEB}/${layer}`, from: `${WEB}/app` },
  ]),
  // shared/ holds product pieces built on the generic ui/ and api/, never the other way.
  { target: `${WEB}/ui`, from: `${WEB}/shared` },
  { target: `${WEB}/api`, from: `${WEB}/shared` },
];
const featuresBelowApp = { target: `${WEB}/features`, from: `${WEB}/app` };

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Another feature is reached only through its public entry, features/<name>/index.ts, so a
 * feature can reshape its insides freely. app/ is left out: it loads pages and panels lazily
 * by module (a chunk each) and start-up imports single modules before the first paint, where
 * an entry would pull a whole feature in. Tests and testing/ helpers are left out too (below).
 */
const webFeatureEntryZones = webFeatures.map((name) => ({
  target: webFeatures.filter((other) => other !== name).map((other) => `${WEB}/features/${other}`),
  from: `${WEB}/features/${name}`,
  except: ['./index.ts'],
  message: `Import another feature through its public entry: features/${name}/index.ts.`,
}));

const importZones = [
  { target: './packages/domain', from: './apps' },
  { target: './apps/web', from: './apps/api' },
  { target: './apps/api', from: './apps/web' },
  ...webZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/dist-types/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.config.ts',
            'apps/api/vitest*.ts',
            'apps/*/drizzle.config.ts',
            'packages/*/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The cycle rule parses each imported file: it must know TypeScript files and their parser.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Without the TypeScript extensions (and `.js` → `.ts` for the API's and the domain's
      // Node-style imports) the resolver finds no relative import, and the boundary and cycle
      // rules then pass everything silently.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          conditionNames: ['source', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...importZones, featuresBelowApp, ...webFeatureEntryZones] },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'packages/domain runs in the browser too.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    // Tests and their helpers may use another feature's internals (fixtures, fake servers)
    // and render a feature inside the app's providers; the shared layers stay as they are.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
