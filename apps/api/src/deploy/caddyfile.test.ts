import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompose } from './compose-file.js';
import { readRepoFile, repoRoot } from './repo-files.js';

// Debian's caddy package (.ci/run installs it): `caddy adapt` parses the file as Caddy will.
const hasCaddy = spawnSync('caddy', ['version']).status === 0;

interface ProxyHandler {
  handler: string;
  flush_interval?: number;
  upstreams?: { dial: string }[];
  load_balancing?: { selection_policy?: { policy: string }; try_duration?: number };
  health_checks?: { active?: { uri: string }; passive?: { fail_duration: number } };
  encodings?: Record<string, unknown>;
}
interface Route {
  match?: { not?: Record<string, unknown>[] }[];
  handle: ProxyHandler[];
}
interface AdaptedServer {
  listen: string[];
  idle_timeout?: number;
  write_timeout?: number;
  routes: Route[];
}

/** The Caddyfile adapted to Caddy's JSON, with the environment compose.yaml gives the proxy. */
function adaptCaddyfile(environment: Record<string, string>): AdaptedServer {
  const json = execFileSync(
    'caddy',
    ['adapt', '--adapter', 'caddyfile', '--config', path.join(repoRoot, 'deploy/Caddyfile')],
    { env: { ...environment, PATH: process.env.PATH }, encoding: 'utf8' },
  );
  const adapted = JSON.parse(json) as {
    apps: { http: { servers: Record<string, AdaptedServer> } };
  };
  const [server, ...others] = Object.values(adapted.apps.http.servers);
  expect(others).toEqual([]);
  if (!server) throw new Error('the Caddyfile defines no server');
  return server;
}

describe.skipIf(!hasCaddy)('deploy/Caddyfile (adapted by caddy)', async () => {
  const compose = parseCompose(await readRepoFile('compose.yaml'));
  const proxyEnvironment = { ...compose.services.proxy?.environment, SITE_ADDRESS: ':80' };
  const server = adaptCaddyfile(proxyEnvironment);
  const handlers = server.routes.flatMap((route) => route.handle);
  const proxy = handlers.find((handler) => handler.handler === 'reverse_proxy');

  it('balances over every instance compose.yaml runs, checking their readiness', () => {
    expect(proxy?.upstreams).toEqual([{ dial: 'sauda-1:3000' }, { dial: 'sauda-2:3000' }]);
    expect(proxy?.load_balancing?.selection_policy).toEqual({ policy: 'least_conn' });
    expect(proxy?.load_balancing?.try_duration).toBeGreaterThan(0);
    expect(proxy?.health_checks?.active?.uri).toBe('/api/v1/health/ready');
    expect(proxy?.health_checks?.passive?.fail_duration).toBeGreaterThan(0);
  });

  it('streams events: flushes at once, no write timeout, compression off for them', () => {
    expect(proxy?.flush_interval).toBe(-1);
    expect(server.write_timeout).toBeUndefined();
    expect(server.idle_timeout).toBeGreaterThanOrEqual(60e9);
    const encodeRoute = server.routes.find((route) =>
      route.handle.some((handler) => handler.handler === 'encode'),
    );
    const encode = encodeRoute?.handle.find((handler) => handler.handler === 'encode');
    expect(Object.keys(encode?.encodings ?? {}).sort()).toEqual(['gzip', 'zstd']);
    expect(encodeRoute?.match).toEqual([
      { not: [{ header: { Accept: ['*text/event-stream*'] } }, { path: ['*/events'] }] },
    ]);
  });

  it('is already in caddy fmt’s layout', () => {
    const file = path.join(repoRoot, 'deploy/Caddyfile');
    const formatted = execFileSync('caddy', ['fmt', file], { encoding: 'utf8' });
    return expect(readRepoFile('deploy/Caddyfile')).resolves.toBe(formatted);
  });
});
