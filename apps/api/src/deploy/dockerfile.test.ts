import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { migrationsFolder } from '../db/migrate.js';
import { rendererEntry } from '../http/server-rendering/page-renderer.js';
import { buildTestApp } from '../test/build-test-app.js';
import { argsOf, dockerfileStages } from './dockerfile-stages.js';
import { freeLocalPort } from './local-port.js';
import { fromRepoRoot, readRepoFile } from './repo-files.js';

const { ERROR } = ValidationSeverity;
/** Every rule the linter can relax, as an error. */
const STRICT: ValidatorSettings = {
  deprecatedMaintainer: ERROR,
  directiveCasing: ERROR,
  emptyContinuationLine: ERROR,
  instructionCasing: ERROR,
  instructionCmdMultiple: ERROR,
  instructionEntrypointMultiple: ERROR,
  instructionHealthcheckMultiple: ERROR,
  instructionJSONInSingleQuotes: ERROR,
  instructionWorkdirRelative: ERROR,
};

const dockerfile = await readRepoFile('Dockerfile');
const [build, runtime, ...extraStages] = dockerfileStages(dockerfile);

/** Runs the image's HEALTHCHECK command (exec form) here, with that PORT; gives its exit code. */
async function runHealthcheck(port: number): Promise<number | null> {
  const healthcheck = argsOf(runtime, 'HEALTHCHECK')[0] ?? '';
  const [command, ...args] = JSON.parse(healthcheck.slice(healthcheck.indexOf('['))) as string[];
  expect(command).toBe('node');
  // Asynchronously: the API it asks runs in this very process.
  const child = spawn(process.execPath, args, { env: { PORT: String(port) }, stdio: 'ignore' });
  const timer = setTimeout(() => child.kill(), 10_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return code;
}

describe('Dockerfile', () => {
  it('passes the dockerfile-utils linter with every optional rule as an error', () => {
    expect(validate(dockerfile, STRICT)).toEqual([]);
  });

  it('is really linted: a broken Dockerfile is refused', () => {
    const broken = 'FROM node:24\nRUNN npm ci\nHEALTHCHECK --interval=soon CMD true\n';
    expect(validate(broken, STRICT).map((problem) => problem.message)).toEqual([
      'Unknown instruction: RUNN',
      expect.stringContaining('invalid duration'),
    ]);
  });

  it('builds on Node 24 with npm ci and the full build', () => {
    expect(extraStages).toEqual([]);
    expect(build).toMatchObject({ image: 'node:24-bookworm-slim', name: 'build' });
    const commands = argsOf(build, 'RUN').join('\n');
    expect(commands).toMatch(/npm ci\b/);
    expect(commands).toContain('npm run build');
  });

  it('runs a slim image with production dependencies only, as a non-root user', () => {
    expect(runtime).toMatchObject({ image: 'node:24-bookworm-slim', name: 'runtime' });
    expect(argsOf(runtime, 'RUN').join('\n')).toContain('npm ci --omit=dev');
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    const env = argsOf(runtime, 'ENV').join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain('HOST=0.0.0.0');
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['3000']);
    expect(argsOf(runtime, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(argsOf(runtime, 'CMD')).toEqual(['["node", "apps/api/dist/server.js"]']);
  });

  it('copies every file the compiled server reads into the runtime image', () => {
    const copied = argsOf(runtime, 'COPY')
      .filter((args) => args.startsWith('--from=build '))
      .map((args) => args.split(/\s+/));
    // Same path in both stages: the server finds them relative to its own files.
    for (const [, from, to] of copied) expect(from).toBe(`/app/${to}`);
    const webDist = loadConfig({ NODE_ENV: 'test' }).webDistDir;
    expect(copied.map(([, , to]) => to)).toEqual(
      expect.arrayContaining([
        'apps/api/dist',
        'packages/domain/dist',
        fromRepoRoot(webDist),
        fromRepoRoot(path.dirname(rendererEntry(webDist))),
        fromRepoRoot(migrationsFolder),
      ]),
    );
  });

  it('has a HEALTHCHECK that passes while the API answers and fails when it does not', async () => {
    const { app, close } = await buildTestApp();
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(await runHealthcheck(port)).toBe(0);
    } finally {
      await close();
    }
    const closedPort = await freeLocalPort();
    expect(await runHealthcheck(closedPort)).toBe(1);
  });
});
