import type { LogLevel } from '../config.js';

const ORDER: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The log level of routes asked every few seconds (probes, metrics scrapes): `warn`, so that
 * each call writes no request lines, unless the app's own level is quieter still (a route's
 * level replaces the app's, and a silent test run must stay silent).
 */
export function probeLogLevel(appLevel: LogLevel): LogLevel {
  return ORDER.indexOf(appLevel) > ORDER.indexOf('warn') ? appLevel : 'warn';
}
