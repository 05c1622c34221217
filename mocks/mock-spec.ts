// Builds the mock spec: the bundled contract with the fixtures as the named examples of each
// operation's success response. The first example is the default answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExampleTable } from './types';

const bundledSpecPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../generated/openapi.json',
);

type Json = Record<string, unknown>;
interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown; summary?: string }>;
}

export function loadContract(): Json {
  return JSON.parse(readFileSync(bundledSpecPath, 'utf8')) as Json;
}

export function buildMockSpec(contract: Json, examples: ExampleTable): { spec: Json; unused: string[] } {
  const spec = structuredClone(contract);
  delete spec['x-generated'];
  const used = new Set<string>();
  for (const pathItem of Object.values(spec.paths as Record<string, Record<string, unknown>>)) {
    for (const operation of Object.values(pathItem)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      const { operationId, responses } = operation as {
        operationId: string;
        responses: Record<string, { content?: Record<string, MediaType> }>;
      };
      const table = examples[operationId];
      if (!table) continue;
      const success = Object.entries(responses).find(
        ([code, response]) => code.startsWith('2') && response.content?.['application/json'],
      );
      const media = success?.[1].content?.['application/json'];
      if (!media) throw new Error(`${operationId} has fixtures but no JSON success response`);
      delete media.example;
      media.examples = Object.fromEntries(Object.entries(table).map(([name, value]) => [name, { value }]));
      used.add(operationId);
    }
  }
  return { spec, unused: Object.keys(examples).filter((operationId) => !used.has(operationId)) };
}
