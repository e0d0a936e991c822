import { configDefaults, defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './src/test/isolated-test-files';

/** The API's test project: `isolated` runs the files listed there, otherwise every other one. */
export function apiTestProject(isolated: boolean) {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name: isolated ? 'api-isolated' : 'api',
      environment: 'node',
      include: isolated ? ISOLATED_TEST_FILES : ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(isolated ? [] : ISOLATED_TEST_FILES)],
      isolate: isolated,
      setupFiles: [
        'src/test/fast-secret-hashing.ts',
        'src/test/one-query-at-a-time.ts',
        'src/test/real-timers-after-each-file.ts',
      ],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
