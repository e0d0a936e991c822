import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../config.js';
import { createDevSmsSender } from './dev-sms-sender.js';
import { createHttpSmsSender } from './http-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

/** The provider the configuration names (DESIGN §4: `dev` locally, `http` in production). */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  switch (config.provider) {
    case 'dev':
      return createDevSmsSender(log);
    case 'http':
      return createHttpSmsSender({
        url: config.url,
        key: config.key,
        onFailure: (details) => log.error(details, 'SMS gateway did not take the message'),
      });
  }
}
