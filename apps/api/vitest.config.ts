import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/fast-secret-hashing.ts', 'src/test/one-query-at-a-time.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
