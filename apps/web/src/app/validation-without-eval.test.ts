import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateWithoutEval } from './validation-without-eval';

const realFunction = globalThis.Function;

/** Counts `new Function(…)`, the call a content security policy without eval refuses. */
function watchEval() {
  const evaluations = vi.fn();
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      evaluations();
      return Reflect.construct(target, args);
    },
  });
  return evaluations;
}

describe('validateWithoutEval', () => {
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it('keeps zod from evaluating code when it builds and runs a schema', async () => {
    validateWithoutEval();
    const evaluations = watchEval();
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), count: z.number().int() });

    expect(schema.parse({ name: 'Biryani', count: 2 })).toEqual({ name: 'Biryani', count: 2 });
    expect(schema.safeParse({ name: 'Biryani', count: 'two' }).success).toBe(false);
    expect(evaluations).not.toHaveBeenCalled();
  });
});
