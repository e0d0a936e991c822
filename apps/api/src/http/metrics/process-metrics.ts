import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's own figures (CPU, memory, event loop lag, GC, handles). They describe the process, not
 * one app, so every app of the process (tests build many) shares one registry of them, started
 * on the first scrape.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
