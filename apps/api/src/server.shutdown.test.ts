import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from './modules/orders/events/testing/sse-reader.js';
import {
  SERVER_START_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.js';

const GUEST = { login_id: 'shutdown-test-visitor', password: 'a-kept-secret-0123456789' };

let server: ServerProcess | undefined;
afterEach(() => server?.dispose());

async function guestToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(GUEST),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { session_ktb_token: string } }).user
    .session_ktb_token;
}

/** A POST whose body comes in two halves: in flight until `finish()` sends the second. */
function slowRequest(port: number) {
  const body = JSON.stringify({ ...GUEST, login_id: 'shutdown-test-slow-visitor' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/users/authenticate_anonymously',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the server process on SIGTERM', () => {
  it(
    'refuses new connections, ends streams with a retry hint, finishes the request in flight and exits 0',
    async () => {
      server = await startServerProcess();
      const { url, port } = server;
      const token = await guestToken(url);
      const stream = await openEventStream(`${url}/api/v1/users/orders/events`, { token });
      const greeting = await stream.waitFor((frame) => frame.retry !== undefined);
      const inFlight = slowRequest(port);
      // The server has the request once it holds its connection open with nothing answered yet.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');

      await expect.poll(() => connects(port), { timeout: 5_000 }).toBe(false);
      const ended = await stream.waitFor(() => false, 5_000).catch((error: Error) => error.message);
      expect(ended).toMatch(/^stream ended/);
      const last = stream.frames.at(-1);
      expect(last).not.toBe(greeting);
      expect(last?.retry).toBeGreaterThanOrEqual(1_000);

      inFlight.finish();
      const answer = await inFlight.answered;
      expect(answer.status, answer.body).toBe(200);

      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.lines).toContainEqual(
        expect.objectContaining({ level: 30, msg: 'shutting down', signal: 'SIGTERM' }),
      );
    },
    SERVER_START_TIMEOUT_MS + 30_000,
  );
});
