// fast-check arbitraries from the contract's JSON Schemas: values a correct server must accept
// (then validated with Ajv: a generated value that the schema refuses is dropped, so a gap in this
// translation can never turn into a false accusation against the server).
import fc, { type Arbitrary } from 'fast-check';
import type { JsonSchema } from './contract';

type Resolve = (node: unknown) => JsonSchema;

const MAX_ITEMS = 3;
const MAX_DEPTH = 6;

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const uri = schema.format === 'uri' || schema.format === 'url';
  if (typeof schema.pattern === 'string' && !uri) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl({
        validSchemes: String(schema.pattern ?? '').includes('https') ? ['https'] : ['https', 'http'],
      });
    default: {
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(minLength, 12);
      return fc.string({
        minLength,
        maxLength,
        unit: fc.constantFrom(...'abcdefghijkmnpqrstuvwxyz0123456789-あいう東京'),
      });
    }
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.001)
        : -1000;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.001)
        : Math.max(min, 0) + 1000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, resolve: Resolve, depth: number): Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record: Record<string, Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    // Deep optional parts are left out: enough variety, and recursive schemas end.
    if (!required.has(name) && depth > 3) continue;
    record[name] = schemaArbitrary(property, resolve, depth + 1);
  }
  return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) });
}

/**
 * Up to `count` values of `arbitrary` that `keep` accepts, from a bounded number of tries (a
 * filter that rarely passes must not spin forever).
 */
export function sampleKept<T>(
  arbitrary: Arbitrary<T>,
  keep: (value: T) => boolean,
  seed: number,
  count: number,
): T[] {
  return fc
    .sample(arbitrary, { seed, numRuns: Math.max(count, 1) * 25 })
    .filter(keep)
    .slice(0, count);
}

/** An arbitrary of values of `raw` (a schema of the contract). */
export function schemaArbitrary(raw: JsonSchema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const schema = resolve(raw);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (union) return fc.oneof(...union.map((member) => schemaArbitrary(member, resolve, depth + 1)));
  const allOf = schema.allOf as JsonSchema[] | undefined;
  if (allOf) {
    const members = allOf.map((member) => resolve(member));
    return objectArbitrary(
      {
        properties: Object.assign({}, ...members.map((member) => member.properties ?? {})),
        required: members.flatMap((member) => (member.required as string[] | undefined) ?? []),
      },
      resolve,
      depth,
    );
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const arbitraries = type.map((one): Arbitrary<unknown> => {
    switch (one) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schemaArbitrary((schema.items ?? {}) as JsonSchema, resolve, depth + 1), {
          minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
          maxLength: Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, MAX_ITEMS),
        });
      case 'object':
      default:
        return schema.properties || one === 'object'
          ? objectArbitrary(schema, resolve, depth)
          : fc.constant('x');
    }
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}
