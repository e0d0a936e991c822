import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for the routes' zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** How values are made: free text, and values that exist (ids, codes) by field name. */
export interface ValueSource {
  text: fc.Arbitrary<string>;
  known(name: string): readonly unknown[] | undefined;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return [schema.type].flat();
}

function fitLength(text: string, min = 0, max = Infinity): string {
  return text.slice(0, max).padEnd(min, 'a');
}

function integerBounds(schema: JsonSchema): [number, number] {
  const low = schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1;
  const high = schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1;
  return [schema.minimum ?? low ?? -SAFE, schema.maximum ?? high ?? SAFE];
}

function fittingInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const [min, max] = integerBounds(schema);
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 50) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
}

function fittingNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE;
  const bounds = [schema.minimum, schema.maximum].filter((n) => n !== undefined);
  return fc.oneof(
    fc.double({
      min,
      max,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.exclusiveMaximum !== undefined,
    }),
    fittingInteger({ minimum: Math.ceil(Math.max(min, -SAFE)), maximum: Math.floor(max) }),
    ...(bounds.length > 0 ? [fc.constantFrom(...bounds)] : []),
  );
}

const dateTimeText = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

function fittingString(schema: JsonSchema, source: ValueSource): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dateTimeText;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return source.text.map((text) => fitLength(text, schema.minLength, schema.maxLength));
}

function fittingObject(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    record[name] = fittingValue(property, source, name);
  }
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

function fittingArray(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
  return fc.array(fittingValue(schema.items ?? {}, source), { minLength, maxLength });
}

function fittingOfType(type: string, schema: JsonSchema, source: ValueSource) {
  switch (type) {
    case 'object':
      return fittingObject(schema, source);
    case 'array':
      return fittingArray(schema, source);
    case 'string':
      return fittingString(schema, source);
    case 'integer':
      return fittingInteger(schema);
    case 'number':
      return fittingNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function generated(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part) => fittingValue(part, source)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(source.text, fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(...types.map((type) => fittingOfType(type, schema, source)));
}

/**
 * Values the schema accepts, so that requests reach the handler and the database: for a field
 * whose name has values that exist (an id, a code), mostly those.
 */
export function fittingValue(
  schema: JsonSchema,
  source: ValueSource,
  name?: string,
): fc.Arbitrary<unknown> {
  const known = name === undefined ? undefined : source.known(name);
  if (!known?.length) return generated(schema, source);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: generated(schema, source) },
  );
}

/** A value of another JSON type than the field wants, or of any. */
export function wrongType(source: ValueSource): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, '', [], {}),
    source.text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

function brokenString(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const { minLength = 0, maxLength } = schema;
  return fc.oneof(
    source.text,
    wrongType(source),
    ...(maxLength === undefined ? [] : [fc.constant('x'.repeat(maxLength + 1))]),
    ...(minLength > 0 ? [fc.constant('x'.repeat(minLength - 1))] : []),
  );
}

function brokenNumber(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const [min, max] = integerBounds(schema);
  return fc.oneof(
    fc.constantFrom(min - 1, max + 1, 1e308, -1e308, -0, 2 ** 31, 2 ** 63, 0.5, 1e-7),
    fc.constantFrom('12', '1e3', '0x10', ' 7 ', 'Infinity'),
    wrongType(source),
  );
}

function brokenArray(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const item = schema.items ?? {};
  const tooMany = (schema.maxItems ?? 1000) + 1;
  return fc.oneof(
    fittingValue(item, source).map((value) => Array.from({ length: tooMany }, () => value)),
    fc.array(brokenValue(item, source), { minLength: 1, maxLength: 3 }),
    ...(schema.minItems ? [fc.constant([])] : []),
    wrongType(source),
  );
}

function brokenObject(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const whole = fittingObject(schema, source) as fc.Arbitrary<Record<string, unknown>>;
  const variants: fc.Arbitrary<unknown>[] = [wrongType(source)];
  if (properties.length > 0) {
    const oneBroken = fc
      .constantFrom(...properties)
      .chain(([name, property]) =>
        fc
          .tuple(whole, brokenValue(property, source))
          .map(([value, bad]) => ({ ...value, [name]: bad })),
      );
    variants.push(oneBroken, oneBroken);
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    const oneMissing = fc.tuple(whole, fc.constantFrom(...required)).map(([value, name]) => {
      const { [name]: _left, ...rest } = value;
      return rest;
    });
    variants.push(oneMissing);
  }
  const extraField = fc
    .tuple(whole, source.text, wrongType(source))
    .map(([value, name, extra]) => ({ ...value, [name]: extra }));
  variants.push(extraField);
  return fc.oneof(...variants);
}

/** Values the schema refuses, broken one field at a time where the schema has fields. */
export function brokenValue(schema: JsonSchema, source: ValueSource): fc.Arbitrary<unknown> {
  if (schema.anyOf || schema.enum) return fc.oneof(source.text, wrongType(source));
  const [type = 'any'] = typesOf(schema);
  if (type === 'object') return brokenObject(schema, source);
  if (type === 'array') return brokenArray(schema, source);
  if (type === 'string') return brokenString(schema, source);
  if (type === 'integer' || type === 'number') return brokenNumber(schema, source);
  return wrongType(source);
}
