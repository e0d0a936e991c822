/** What a log line shows instead of a secret. */
export const REDACTED = '[redacted]';

/**
 * Names that carry a credential in this API: the Bearer session and cookies, the PIN (sent as
 * `password`), one-time codes (`mobile_otp`), the session token of the user JSON, the
 * handover code of an order. `code` alone is a voucher's or an error's, so only a body's is hidden.
 */
const SECRET_NAMES = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'pin',
  'otp',
  'mobile_otp',
  'token',
  'session_ktb_token',
  'handover_code',
  'metrics_token',
  'secret',
  'secretAccessKey',
];

const BODY_HOLDERS = ['body', 'req.body', 'request.body'];

/**
 * pino's redaction paths: a secret at the top of a log object, one or two levels down
 * (`headers.authorization`, `req.headers.cookie`, `user.session_ktb_token`), and a body's code.
 */
export const REDACTED_PATHS: string[] = [
  ...SECRET_NAMES.flatMap((name) => {
    const key = /^\w+$/.test(name) ? name : `["${name}"]`;
    const dotted = key.startsWith('[') ? key : `.${key}`;
    return [key, `*${dotted}`, `*.*${dotted}`];
  }),
  ...BODY_HOLDERS.flatMap((holder) => [`${holder}.code`, `${holder}.*.code`]),
];

/** Whole parameter names (a signed link's signature included), compared in lower case. */
const SECRET_QUERY_KEYS = new Set([
  'token',
  'access_token',
  'password',
  'pin',
  'otp',
  'mobile_otp',
  'code',
  'secret',
  'key',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

/** The request's URL with the values of secret-looking query parameters hidden. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_QUERY_KEYS.has(key.toLowerCase())) continue;
    params.set(key, REDACTED);
    changed = true;
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request fields (never headers nor body), with the URL's secrets hidden. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
