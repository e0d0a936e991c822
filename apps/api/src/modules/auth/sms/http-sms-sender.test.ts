import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { createHttpSmsSender } from './http-sms-sender.js';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let respond: (response: ServerResponse) => void = (response) => response.end('ok');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(text),
      });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createHttpSmsSender', () => {
  it('posts { to, body } as JSON with the bearer key', async () => {
    respond = (response) => response.end('{"queued":true}');
    const sender = createHttpSmsSender({ url: `${baseUrl}/sms`, key: 'secret-key' });

    await sender.send('+923001234567', '123456 is your Sauda code.', '123456');

    expect(received.at(-1)).toEqual({
      authorization: 'Bearer secret-key',
      contentType: 'application/json',
      body: { to: '+923001234567', body: '123456 is your Sauda code.' },
    });
  });

  it('answers sms_failed (502) when the gateway refuses, and says why to its listener', async () => {
    respond = (response) => {
      response.statusCode = 503;
      response.end('down');
    };
    const failures: unknown[] = [];
    const sender = createHttpSmsSender({
      url: `${baseUrl}/sms`,
      key: 'k',
      onFailure: (details) => failures.push(details),
    });

    const error = await sender.send('+923001234567', 'body', '123456').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'sms_failed', status: 502 });
    expect(failures).toEqual([{ to: '+923001234567', status: 503 }]);
  });

  it('gives up after its timeout', async () => {
    respond = () => {};
    const sender = createHttpSmsSender({ url: `${baseUrl}/sms`, key: 'k', timeoutMs: 50 });
    await expect(sender.send('+923001234567', 'body', '1')).rejects.toMatchObject({
      code: 'sms_failed',
    });
  });

  it('answers sms_failed when the gateway cannot be reached', async () => {
    const sender = createHttpSmsSender({ url: 'http://127.0.0.1:9/sms', key: 'k' });
    await expect(sender.send('+923001234567', 'body', '1')).rejects.toMatchObject({
      code: 'sms_failed',
    });
  });
});
