// Produces the contents of generated/ from the contract, in memory.
import { Worker } from 'node:worker_threads';
import { defaultSpecRoot } from './paths';

export const GENERATED_HEADER = 'generated — do not edit, run `npm run gen`';
const SOURCE = 'Source: openapi/ (bundled in generated/openapi.json).';

type WorkerAnswer = { ok: true; types: string; zod: string } | { ok: false; message: string };

/** Starts the generators' worker at once, so their imports load while the spec is bundled. */
function startCodegenWorker(): (document: object) => Promise<{ types: string; zod: string }> {
  // Plain JS: no TS loader in the worker (execArgv would otherwise inherit --import tsx).
  const worker = new Worker(new URL('./codegen-worker.mjs', import.meta.url), {
    execArgv: [],
    // A larger young generation spares the generators many scavenges (about 15% faster here).
    resourceLimits: { maxYoungGenerationSizeMb: 128 },
  });
  const answer = new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
  return async (document) => {
    worker.postMessage(document);
    const result = await answer;
    if (!result.ok) throw new Error(`code generation failed: ${result.message}`);
    return result;
  };
}

interface RealtimeEvent {
  direction: 'clientToServer' | 'serverToClient';
  payload?: { $ref: string };
  /** The receiver acknowledges the event (socket.io ack callback, no arguments). */
  ack?: boolean;
}

/** generated/realtime.ts: the socket events of `x-realtime` as one `as const` map and typed payloads. */
function realtimeFile(document: Record<string, unknown>): string {
  const realtime = document['x-realtime'] as
    { transports: string[]; events: Record<string, RealtimeEvent> } | undefined;
  if (!realtime) throw new Error('openapi/openapi.yaml has no x-realtime section');
  const schemaName = (event: RealtimeEvent) => event.payload?.$ref.split('/').pop();
  const eventParameters = (event: RealtimeEvent) =>
    [
      ...(schemaName(event) ? [`payload: schemas.${schemaName(event)}`] : []),
      // Optional for the receiver: a server that does not acknowledge still type-checks.
      ...(event.ack ? ['ack?: () => void'] : []),
    ].join(', ');
  const entries = Object.entries(realtime.events);
  const lines = [
    `// ${GENERATED_HEADER}`,
    `// ${SOURCE} Generator: scripts/lib/generate.ts (x-realtime).`,
    '',
    "import type * as schemas from './api';",
    "import * as zod from './zod';",
    '',
    `export const realtimeTransports = ${JSON.stringify(realtime.transports)} as const;`,
    '',
    '/** Every socket event name, in one map. */',
    'export const realtimeEvents = {',
    ...entries.map(([name]) => `  ${name}: '${name}',`),
    '} as const;',
    '',
    'export type RealtimeEventName = keyof typeof realtimeEvents;',
    '',
    '/** Events the client emits, with their payloads. */',
    'export interface ClientToServerEvents {',
    ...entries
      .filter(([, event]) => event.direction === 'clientToServer')
      .map(([name, event]) => `  ${name}: (${eventParameters(event)}) => void;`),
    '}',
    '',
    '/** Events the server pushes, with their payloads. */',
    'export interface ServerToClientEvents {',
    ...entries
      .filter(([, event]) => event.direction === 'serverToClient')
      .map(([name, event]) => `  ${name}: (${eventParameters(event)}) => void;`),
    '}',
    '',
    '/** Zod schemas of the payloads, to validate what arrives over the socket. */',
    'export const realtimePayloadSchemas = {',
    ...entries.flatMap(([name, event]) =>
      schemaName(event) ? [`  ${name}: zod.z${schemaName(event)},`] : [],
    ),
    '} as const;',
    '',
  ];
  return lines.join('\n');
}

/**
 * generated/operations.ts: every operation by method and path template, with its id and the zod
 * schema of its success answer, so the app can validate answers at the boundary.
 */
/** A module this generator writes: the generated header, then `lines`. */
const generatedModule = (lines: string[]): string =>
  [`// ${GENERATED_HEADER}`, `// ${SOURCE} Generator: scripts/lib/generate.ts.`, '', ...lines, ''].join('\n');

/** Every operation as its `METHOD /path/{template}` key and its id, in the document's order. */
function operationKeys(document: Record<string, unknown>): { key: string; operationId: string }[] {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head'];
  return Object.entries(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
    ([route, item]) =>
      methods.flatMap((method) => {
        const operationId = item[method]?.operationId;
        return operationId ? [{ key: `${method.toUpperCase()} ${route}`, operationId }] : [];
      }),
  );
}

function operationsFile(document: Record<string, unknown>, zodSource: string): string {
  const entries = operationKeys(document).map(({ key, operationId }) => {
    const schemaName = `z${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
    const hasSchema = zodSource.includes(`export const ${schemaName} =`);
    return `  '${key}': { operationId: '${operationId}', response: ${hasSchema ? `zod.${schemaName}` : 'undefined'} },`;
  });
  return generatedModule([
    "import type { ZodType } from 'zod';",
    "import * as zod from './zod';",
    '',
    'export interface OperationInfo {',
    '  operationId: string;',
    '  /** The zod schema of the success answer; undefined where there is no JSON body. */',
    '  response: ZodType | undefined;',
    '}',
    '',
    '/** `METHOD /path/{template}` → the operation. */',
    'export const operations: Readonly<Record<string, OperationInfo>> = {',
    ...entries,
    '};',
  ]);
}

/**
 * generated/operation-ids.ts: every operation's id by method and path template, without the zod
 * schemas, for what needs the id alone (the mock scenario switch names operations).
 */
function operationIdsFile(document: Record<string, unknown>): string {
  const entries = operationKeys(document).map(({ key, operationId }) => `  '${key}': '${operationId}',`);
  return generatedModule([
    '/** `METHOD /path/{template}` → the operation id. */',
    'export const operationIds: Readonly<Record<string, string>> = {',
    ...entries,
    '};',
  ]);
}

/** File name in generated/ → content. */
export async function generate(specRoot = defaultSpecRoot): Promise<Map<string, string>> {
  const runGenerators = startCodegenWorker();
  // Imported after the worker started: loading the bundler overlaps with the worker's imports.
  const { bundleSpec } = await import('./spec');
  const document = await bundleSpec(specRoot);
  // The generators read paths and components only; vendor extensions with references elsewhere
  // (x-realtime) trip hey-api's parser.
  const { 'x-realtime': _realtime, ...forGenerators } = document;
  const { types, zod } = await runGenerators(forGenerators);
  const zodBody = zod.replace(/^\/\/ This file is auto-generated by @hey-api\/openapi-ts\n/, '');
  // JSON has no comments: the header is the first key.
  const bundled = { 'x-generated': GENERATED_HEADER, ...document };
  return new Map([
    ['openapi.json', `${JSON.stringify(bundled, null, 2)}\n`],
    ['api.ts', `// ${GENERATED_HEADER}\n// ${SOURCE} Generator: openapi-typescript.\n\n${types}`],
    ['zod.ts', `// ${GENERATED_HEADER}\n// ${SOURCE} Generator: @hey-api/openapi-ts zod plugin.\n${zodBody}`],
    ['realtime.ts', realtimeFile(document)],
    ['operations.ts', operationsFile(document, zodBody)],
    ['operation-ids.ts', operationIdsFile(document)],
  ]);
}
