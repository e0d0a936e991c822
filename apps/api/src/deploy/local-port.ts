import { createServer } from 'node:net';

/** A loopback port nothing listens on: one the system just handed out and took back. */
export async function freeLocalPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port was handed out');
  return address.port;
}
