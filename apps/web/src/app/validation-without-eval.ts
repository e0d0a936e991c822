/** Where zod keeps its settings: one object on the global, shared by every copy of the library. */
type ZodSettingsHolder = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Tells zod not to compile its parsers with `new Function`. The site's content security policy
 * forbids eval, so compiling never worked in the browser, but zod's probe for it reported a
 * policy violation on every page that checked data (a browser issue, and a failed
 * inspector-issues audit in Lighthouse). Runs before zod loads: a schema decides when it is
 * built whether to compile.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
