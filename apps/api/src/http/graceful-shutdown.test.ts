import { describe, expect, it, vi } from 'vitest';
import { createShutdown, type GracefulShutdownOptions } from './graceful-shutdown.js';

function harness(close: () => Promise<void>, timeoutMs = 10_000) {
  const steps: string[] = [];
  const logger = { info: vi.fn(), error: vi.fn() };
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const options: GracefulShutdownOptions = {
    app: {
      close: () =>
        close().then(() => {
          steps.push('app closed');
        }),
    },
    database: {
      close: () => {
        steps.push('database closed');
        return Promise.resolve();
      },
    },
    logger,
    exit: (code) => {
      steps.push(`exit ${code}`);
      exited(code);
    },
    timeoutMs,
  };
  return { shutdown: createShutdown(options), steps, logger, exitCode };
}

describe('createShutdown', () => {
  it('says it is shutting down, closes the app, then the database, and exits 0 once', async () => {
    const { shutdown, steps, logger, exitCode } = harness(() => Promise.resolve());

    shutdown('SIGTERM');
    shutdown('SIGINT');

    expect(await exitCode).toBe(0);
    expect(steps).toEqual(['app closed', 'database closed', 'exit 0']);
    expect(logger.info).toHaveBeenCalledWith({ signal: 'SIGTERM' }, 'shutting down');
    expect(logger.info).toHaveBeenCalledTimes(2);
  });

  it('exits 1 when closing fails', async () => {
    const { shutdown, steps, logger, exitCode } = harness(() => Promise.reject(new Error('stuck')));

    shutdown('SIGTERM');

    expect(await exitCode).toBe(1);
    expect(steps).toEqual(['exit 1']);
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), 'unclean shutdown');
  });

  it('exits 1 when closing outlasts the timeout', async () => {
    const { shutdown, logger, exitCode } = harness(() => new Promise(() => undefined), 20);

    shutdown('SIGTERM');

    expect(await exitCode).toBe(1);
    expect(logger.error).toHaveBeenCalledWith('still closing after 0.02 s: exiting anyway');
  });
});
