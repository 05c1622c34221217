// The bundled contract (generated/openapi.json) as plain data, for tests that walk it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type JsonSchema = Record<string, unknown>;
export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-assumed'?: boolean;
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}
export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
export interface Spec {
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { content?: Record<string, MediaType> }>;
    parameters: Record<string, unknown>;
  };
}

export const spec = JSON.parse(readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8')) as Spec;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  key: string;
  operation: Operation;
}

export function operations(): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation)
        entries.push({ method, path: route, key: `${method.toUpperCase()} ${route}`, operation });
    }
  }
  return entries;
}

/** Follows a local `#/components/...` reference. */
export function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((current, segment) => (current as Record<string, unknown>)[segment], spec);
    return deref(target as T);
  }
  return node as T;
}

export const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);
