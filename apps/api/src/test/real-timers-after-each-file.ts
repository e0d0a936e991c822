import { afterAll, vi } from 'vitest';

// The API's test files share their worker (project `api` runs without isolation): a file that
// fakes the clock and leaves it so must not hand a frozen clock to the next file.
afterAll(() => {
  vi.useRealTimers();
});
