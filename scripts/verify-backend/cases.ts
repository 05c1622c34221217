// The property-based requests of one operation, generated with fast-check from the contract's
// schemas around the valid (replayed) request: valid ones vary the optional query parameters and
// the body; invalid ones break one thing — a required parameter or field left out, a value of the
// wrong type, a value out of range. Every generated body is checked with Ajv first, so a "valid"
// case is valid and an "invalid" one invalid by the contract itself.
import fc, { type Arbitrary } from 'fast-check';
import { sampleKept, schemaArbitrary } from './arbitraries';
import { schemaResolver, type Contract, type ContractOperation, type JsonSchema } from './contract';
import { fillPath, type VerifyRequest } from './requests';

export type Expectation = 'replay' | 'valid' | 'invalid' | 'unauthenticated';

export interface Case {
  expectation: Expectation;
  /** What the case does, in words (the report's message says it). */
  what: string;
  request: VerifyRequest;
}

type Resolve = (node: unknown) => JsonSchema;

const word = fc.stringMatching(/^[a-z]{3,8}$/).filter((text) => text !== 'true' && text !== 'false');

/** Values a schema refuses: of the wrong type, or out of its range, enum, pattern or length. */
function wrongValue(
  raw: JsonSchema,
  resolve: Resolve,
  where: 'query' | 'path' | 'body',
): Arbitrary<unknown> | undefined {
  const schema = resolve(raw);
  const inQuery = where !== 'body';
  const options: Arbitrary<unknown>[] = [];
  const type = schema.type;
  if (type === 'integer' || type === 'number') {
    options.push(word);
    if (typeof schema.minimum === 'number')
      options.push(fc.integer({ min: 1, max: 1000 }).map((n) => (schema.minimum as number) - n));
    if (typeof schema.maximum === 'number')
      options.push(fc.integer({ min: 1, max: 1000 }).map((n) => (schema.maximum as number) + n));
  }
  if (type === 'boolean') options.push(word);
  if (Array.isArray(schema.enum) || 'const' in schema) options.push(word.map((text) => `not-${text}`));
  if (type === 'string' && !inQuery) options.push(fc.integer({ min: 0, max: 99999 }), fc.constant({}));
  if (type === 'string' && typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    options.push(fc.stringMatching(/^[ !?]{1,4}$/).filter((text) => !pattern.test(text)));
  }
  // (An empty path segment would make another URL, not a wrong value.)
  if (type === 'string' && typeof schema.minLength === 'number' && schema.minLength > 0 && where === 'query')
    options.push(fc.constant(''));
  if ((type === 'object' || type === 'array') && !inQuery) options.push(fc.constant('x'), fc.integer());
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

function withQuery(request: VerifyRequest, name: string, value: unknown): VerifyRequest {
  const query = { ...request.query };
  if (value === undefined) delete query[name];
  else query[name] = value;
  return { ...request, query };
}

/** Arbitraries of invalid requests (each breaks the valid request in one place), with what they do. */
function invalidArbitraries(
  operation: ContractOperation,
  valid: VerifyRequest,
  resolve: Resolve,
  pathValues: Record<string, unknown>,
): Arbitrary<{ what: string; request: VerifyRequest }>[] {
  const found: Arbitrary<{ what: string; request: VerifyRequest }>[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required)
      found.push(
        fc.constant({
          what: `query ${parameter.name} left out`,
          request: withQuery(valid, parameter.name, undefined),
        }),
      );
    if (parameter.in !== 'query' && parameter.in !== 'path') continue;
    const wrong = wrongValue(parameter.schema, resolve, parameter.in);
    if (!wrong) continue;
    found.push(
      wrong.map((value) => ({
        what: `${parameter.in} ${parameter.name} = ${JSON.stringify(value)} (wrong type or out of range)`,
        request:
          parameter.in === 'query'
            ? withQuery(valid, parameter.name, value)
            : { ...valid, path: fillPath(operation.path, { ...pathValues, [parameter.name]: value }) },
      })),
    );
  }
  const body = operation.body && resolve(operation.body.schema);
  const current = valid.body;
  if (body && current && typeof current === 'object' && !Array.isArray(current)) {
    const record = current as Record<string, unknown>;
    found.push(
      fc.constant({ what: 'body is an array, not an object', request: { ...valid, body: [record] } }),
    );
    for (const name of (body.required as string[] | undefined) ?? []) {
      if (!(name in record)) continue;
      const { [name]: _left, ...rest } = record;
      found.push(
        fc.constant({ what: `body.${name} (required) left out`, request: { ...valid, body: rest } }),
      );
    }
    for (const [name, property] of Object.entries((body.properties ?? {}) as Record<string, JsonSchema>)) {
      const wrong = wrongValue(property, resolve, 'body');
      if (wrong)
        found.push(
          wrong.map((value) => ({
            what: `body.${name} = ${JSON.stringify(value)} (wrong type or out of range)`,
            request: { ...valid, body: { ...record, [name]: value } },
          })),
        );
    }
  }
  return found;
}

export interface CaseOptions {
  seed: number;
  /** How many valid and how many invalid property-based requests per operation. */
  count: number;
}

export function generateCases(
  contract: Contract,
  operation: ContractOperation,
  valid: VerifyRequest,
  pathValues: Record<string, unknown>,
  tokenHeader: string,
  { seed, count }: CaseOptions,
): Case[] {
  const resolve = schemaResolver(contract);
  const cases: Case[] = [
    { expectation: 'replay', what: 'replayed from the examples and the config', request: valid },
  ];
  const bodyValid = (request: VerifyRequest) =>
    !operation.body || request.body === undefined || contract.validator(operation.body.schema)(request.body);

  const optional = operation.parameters.filter(
    (parameter) => parameter.in === 'query' && !parameter.required,
  );
  const queryArbitrary = fc.record(
    Object.fromEntries(
      optional.map((parameter) => [
        parameter.name,
        fc.option(schemaArbitrary(parameter.schema, resolve), { nil: undefined }),
      ]),
    ),
  );
  const bodyArbitrary =
    operation.body && !operation.body.mediaType.includes('multipart')
      ? fc.option(schemaArbitrary(operation.body.schema, resolve), { nil: undefined, freq: 4 })
      : fc.constant(undefined);
  const validArbitrary = fc.tuple(queryArbitrary, bodyArbitrary).map(([query, body]) => {
    let request = valid;
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) request = withQuery(request, name, value);
    return body === undefined ? request : { ...request, body };
  });
  for (const request of sampleKept(validArbitrary, bodyValid, seed, count))
    cases.push({ expectation: 'valid', what: 'generated from the schemas (valid)', request });

  const invalid = invalidArbitraries(operation, valid, resolve, pathValues);
  if (invalid.length > 0) {
    const refused = ({ request }: { request: VerifyRequest }) =>
      operation.body === undefined || request.body === valid.body || !bodyValid(request);
    for (const { what, request } of sampleKept(fc.oneof(...invalid), refused, seed + 1, count))
      cases.push({ expectation: 'invalid', what, request });
  }
  if (operation.secured && tokenHeader in valid.headers) {
    const { [tokenHeader]: _token, ...headers } = valid.headers;
    cases.push({
      expectation: 'unauthenticated',
      what: 'sent without the access token',
      request: { ...valid, headers },
    });
  }
  return cases;
}
