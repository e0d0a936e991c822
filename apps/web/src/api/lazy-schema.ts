import type { z } from 'zod';

/**
 * A schema whose module, and zod with it, is fetched when first needed instead of with the
 * page: a first visit to a catalog page gets its data inside the page and checks nothing, so
 * it loads no schema code at all. A failed load (offline) is tried again on the next use.
 */
export class LazySchema<S extends z.ZodType> {
  private schema: S | undefined;
  private loading: Promise<S> | undefined;

  constructor(private readonly importSchema: () => Promise<S>) {}

  load(): Promise<S> {
    this.loading ??= this.importSchema().then(
      (schema) => (this.schema = schema),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** The schema once loaded, for a check that cannot wait (a stored value read at once). */
  loaded(): S | undefined {
    return this.schema;
  }
}

export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  return new LazySchema(importSchema);
}
