import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
    ],
    // One test file per CPU. Vitest's default keeps a CPU for its own process, which stays
    // mostly idle, while many files wait on the database, timers and the network.
    maxWorkers: availableParallelism(),
  },
});
