// The contract as verify:backend reads it: every operation with its parameters, request body and
// responses resolved, and one strict Ajv (@redocly/ajv: Redocly's maintained Ajv 8, the one
// Spectral and Redocly run here; JSON Schema 2020-12, the dialect of OpenAPI 3.1) that
// validates bodies, parameters and headers against it. `additionalProperties: false` is honoured:
// an extra field in an answer is a violation, not something silently stripped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from '@redocly/ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generatedDir } from '../lib/paths';

export type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface ResponseSpec {
  description?: string;
  headers: Record<string, { required?: boolean; schema?: JsonSchema }>;
  /** Media type → schema (undefined: the media type has no schema). */
  content: Record<string, JsonSchema | undefined>;
}

export interface RequestBodySpec {
  required: boolean;
  mediaType: string;
  schema: JsonSchema;
  examples: unknown[];
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: RequestBodySpec;
  responses: Record<string, ResponseSpec>;
}

export interface Contract {
  document: Json;
  operations: ContractOperation[];
  /** The compiled validator of a schema of the contract (cached by identity). */
  validator: (schema: JsonSchema) => ValidateFunction;
}

const loadDocument = (file = path.join(generatedDir, 'openapi.json')) =>
  JSON.parse(readFileSync(file, 'utf8')) as Json;

/** Follows local references (`#/components/...`) until a node that is not one. */
function resolver(document: Json) {
  const resolve = <T>(node: unknown): T => {
    if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
      const target = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((current, segment) => (current as Json | undefined)?.[segment], document);
      if (target === undefined) throw new Error(`unresolved reference ${node.$ref}`);
      return resolve<T>(target);
    }
    return node as T;
  };
  return resolve;
}

/** Every `x-…` key used anywhere in the schemas: Ajv's strict mode must know them as annotations. */
function extensionKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) extensionKeywords(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(value, found);
    }
  return found;
}

const SCHEMA_ROOT = 'https://contract.invalid/schemas';

function createAjv(document: Json) {
  const schemas = (document.components as { schemas: Json }).schemas;
  const ajv = new Ajv2020({
    strict: true,
    // A required property declared by another allOf member (FieldBase's `type`) is valid JSON
    // Schema; only this one strict check is off.
    strictRequired: false,
    // `type: [string, null]` and friends are how OpenAPI 3.1 writes a nullable value.
    allowUnionTypes: true,
    allErrors: true,
  });
  addFormats(ajv);
  // OpenAPI's own annotations on schemas. `discriminator` is only a hint: oneOf alone decides.
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator', ...extensionKeywords(schemas)]);
  // `#/components/schemas/X` references resolve in one root schema holding them as $defs.
  const retarget = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(retarget);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string'
          ? value.replace('#/components/schemas/', `${SCHEMA_ROOT}#/$defs/`)
          : retarget(value),
      ]),
    );
  };
  ajv.addSchema({ $id: SCHEMA_ROOT, $defs: retarget(schemas) });
  const cache = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(retarget(schema) as JsonSchema);
      cache.set(schema, validate);
    }
    return validate;
  };
}

const firstExamples = (
  media: { example?: unknown; examples?: Record<string, unknown> },
  resolve: ReturnType<typeof resolver>,
) => [
  ...(media.example === undefined ? [] : [media.example]),
  ...Object.values(media.examples ?? {}).map((example) => resolve<{ value?: unknown }>(example).value),
];

export function loadContract(file?: string): Contract {
  const document = loadDocument(file);
  const resolve = resolver(document);
  const operations: ContractOperation[] = [];
  for (const [route, item] of Object.entries(document.paths as Record<string, Json>)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])].map(
        (raw) => {
          const parameter = resolve<Parameter>(raw);
          return { ...parameter, required: parameter.required === true, schema: parameter.schema };
        },
      );
      const requestBody = operation.requestBody
        ? resolve<{ required?: boolean; content: Record<string, Json> }>(operation.requestBody)
        : undefined;
      const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const responses = Object.fromEntries(
        Object.entries(operation.responses as Json).map(([code, raw]) => {
          const response = resolve<{ description?: string; headers?: Json; content?: Record<string, Json> }>(
            raw,
          );
          return [
            code,
            {
              description: response.description,
              headers: Object.fromEntries(
                Object.entries(response.headers ?? {}).map(([name, header]) => [
                  name.toLowerCase(),
                  resolve<{ required?: boolean; schema?: JsonSchema }>(header),
                ]),
              ),
              content: Object.fromEntries(
                Object.entries(response.content ?? {}).map(([type, content]) => [
                  type,
                  content.schema as JsonSchema | undefined,
                ]),
              ),
            } satisfies ResponseSpec,
          ];
        }),
      );
      const security = (operation.security ?? document.security ?? []) as Json[];
      operations.push({
        operationId: operation.operationId as string,
        method,
        path: route,
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        parameters,
        body:
          mediaType && media
            ? {
                required: requestBody?.required === true,
                mediaType,
                schema: media.schema as JsonSchema,
                examples: firstExamples(media, resolve),
              }
            : undefined,
        responses,
      });
    }
  }
  return { document, operations, validator: createAjv(document) };
}

/** A schema of the contract with its local references followed (for generating values). */
export function schemaResolver(contract: Contract) {
  return resolver(contract.document) as (node: unknown) => JsonSchema;
}
