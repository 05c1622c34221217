// One request of verify:backend: how a valid one is built from the contract's examples and the
// config, how it is sent, and how it is written into the report (tokens never are).
import fc from 'fast-check';
import { sampleKept, schemaArbitrary } from './arbitraries';
import type { Contract, ContractOperation, JsonSchema, Parameter } from './contract';
import { schemaResolver } from './contract';
import type { VerifyConfig } from './config';

export interface VerifyRequest {
  method: string;
  /** The path with its parameters filled in (relative to the target). */
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
  /** The body's media type when it is not JSON (multipart/form-data is sent as form fields). */
  contentType?: string;
}

export interface VerifyResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text ('' when there is none). */
  text: string;
}

export const REDACTED = '<redacted>';

const firstOf = (examples: Record<string, { value?: unknown }> | undefined) =>
  Object.values(examples ?? {})[0]?.value;

/** The value a parameter takes in a valid request, or undefined to leave an optional one out. */
function parameterValue(
  parameter: Parameter,
  operationId: string,
  config: VerifyConfig,
  resolve: (node: unknown) => JsonSchema,
  seed: number,
): unknown {
  const configured =
    config.operations[operationId]?.parameters?.[parameter.name] ?? config.parameters[parameter.name];
  if (configured !== undefined) return configured;
  if (parameter.in === 'header' && config.headers[parameter.name] !== undefined)
    return config.headers[parameter.name];
  const schema = resolve(parameter.schema);
  const documented = [
    parameter.example,
    firstOf(parameter.examples),
    schema.example,
    (schema.examples as unknown[] | undefined)?.[0],
    schema.default,
    schema.const,
    (schema.enum as unknown[] | undefined)?.[0],
  ].find((value) => value !== undefined);
  if (documented !== undefined || !parameter.required) return documented;
  return fc.sample(schemaArbitrary(schema, resolve), { seed, numRuns: 1 })[0];
}

/** The operation's path with its path parameters filled in. */
export function fillPath(route: string, values: Record<string, unknown>): string {
  return route.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

/** A valid request of the operation: config values first, then the contract's examples. */
export function validRequest(
  contract: Contract,
  operation: ContractOperation,
  config: VerifyConfig,
  seed: number,
): { request: VerifyRequest; pathValues: Record<string, unknown> } {
  const resolve = schemaResolver(contract);
  const values: Record<Parameter['in'], Record<string, unknown>> = {
    path: {},
    query: {},
    header: {},
    cookie: {},
  };
  for (const parameter of operation.parameters) {
    const value = parameterValue(parameter, operation.operationId, config, resolve, seed);
    if (value !== undefined) values[parameter.in][parameter.name] = value;
  }
  const own = config.operations[operation.operationId];
  const headers: Record<string, string> = { ...config.headers, ...own?.headers };
  for (const [name, value] of Object.entries(values.header)) headers[name] = String(value);
  const token = own?.token ?? config.auth?.token;
  if (operation.secured && token) headers[config.auth?.header ?? 'x-access-token'] = token;
  const bodySpec = operation.body;
  const body =
    own?.body ??
    bodySpec?.examples[0] ??
    (bodySpec?.required
      ? sampleKept(
          schemaArbitrary(bodySpec.schema, resolve),
          (value) => contract.validator(bodySpec.schema)(value) === true,
          seed,
          1,
        )[0]
      : undefined);
  const request: VerifyRequest = {
    method: operation.method.toUpperCase(),
    path: fillPath(operation.path, values.path),
    query: values.query,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(operation.body && operation.body.mediaType !== 'application/json'
      ? { contentType: operation.body.mediaType }
      : {}),
  };
  return { request, pathValues: values.path };
}

function urlOf(target: string, request: VerifyRequest): string {
  const url = new URL(target.replace(/\/$/, '') + request.path);
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  return url.toString();
}

function encodeBody(request: VerifyRequest): { body?: string | FormData; headers: Record<string, string> } {
  if (request.body === undefined) return { headers: {} };
  if (request.contentType === 'multipart/form-data' && request.body && typeof request.body === 'object') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body))
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    // fetch writes the multipart content type with its boundary.
    return { body: form, headers: {} };
  }
  return {
    body: JSON.stringify(request.body),
    headers: { 'content-type': request.contentType ?? 'application/json' },
  };
}

export async function send(target: string, request: VerifyRequest): Promise<VerifyResponse> {
  const encoded = encodeBody(request);
  const response = await fetch(urlOf(target, request), {
    method: request.method,
    headers: { ...encoded.headers, ...request.headers },
    body: encoded.body,
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value])),
    text: request.method === 'HEAD' ? '' : await response.text(),
  };
}

const SECRET_FIELD = /password|token|credential/i;
const hideSecrets = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(hideSecrets)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [
            key,
            SECRET_FIELD.test(key) ? REDACTED : hideSecrets(inner),
          ]),
        )
      : value;

/** The request as the report shows it: no token, password or credential is ever written. */
export function redacted(request: VerifyRequest, tokenHeader: string): VerifyRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      name.toLowerCase() === tokenHeader.toLowerCase() ? REDACTED : value,
    ]),
  );
  return { ...request, headers, ...(request.body === undefined ? {} : { body: hideSecrets(request.body) }) };
}
