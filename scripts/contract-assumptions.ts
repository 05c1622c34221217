// `npm run contract:assumptions [-- --out <file>]`: the sign-off list of everything the contract
// assumes beyond the product spec — every `x-assumed` marker, by kind, with what was assumed.
// Markdown, for a backend team to tick off or push back on; written to
// docs-dist/contract-assumptions.md (not committed: generated on demand) unless --out says otherwise.
//
// A marker is one of:
// - a sentence (or `true`, when the node's description says it): the whole node is assumed — an
//   operation, a parameter, a field, a status, an enum or a whole schema, with everything inside it;
// - an object keyed by kind, for the parts of a node the spec does show: `required` (the required
//   set), `closed` (additionalProperties: false), `enum` (the values), `wrapper` (an object the spec
//   returns bare: it covers the wrapper's fields, required set and closed shape), `field`.
//
// `auditContract` is the check behind tests/unit/contract/spec-coverage.test.ts: every field, enum,
// required set, closed schema and status must be either shown by the spec (the fixture
// tests/unit/contract/spec-shows.yaml, each with its section) or carry a marker.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generatedDir } from './lib/paths';

type Json = Record<string, unknown>;

export const KINDS = [
  'field',
  'enum',
  'required',
  'closed',
  'wrapper',
  'status',
  'parameter',
  'operation',
  'schema',
] as const;
export type Kind = (typeof KINDS)[number];
const PART_KINDS = new Set<string>(['field', 'enum', 'required', 'closed', 'wrapper']);

export interface Assumption {
  kind: Kind;
  where: string;
  what: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head']);

const oneLine = (text: unknown) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What kind of node a JSON path points at, for a whole-node marker. */
function kindOf(trail: string[], node: Json): Kind {
  const last = trail.at(-1) ?? '';
  const parent = trail.at(-2) ?? '';
  if (trail[0] === 'paths' && trail.length === 3 && METHODS.has(last)) return 'operation';
  if (trail.includes('parameters')) return 'parameter';
  if (trail.includes('responses') && !trail.includes('schemas')) return 'status';
  if (parent === 'properties') return 'field';
  if (Array.isArray(node.enum)) return 'enum';
  return 'schema';
}

function whereOf(trail: string[], node: Json): string {
  if (trail[0] === 'paths') {
    const [, route, method, ...rest] = trail;
    const operation = method && METHODS.has(method) ? `${method.toUpperCase()} ${route}` : route;
    const name = typeof node.name === 'string' ? ` parameter ${node.name}` : '';
    return `${operation}${rest.length > 0 ? ` › ${rest.join('.')}` : ''}${name}`;
  }
  const name = typeof node.name === 'string' && trail.includes('parameters') ? ` (${node.name})` : '';
  return `${trail.slice(1).join('.').replaceAll('.properties.', '.')}${name}`;
}

/** What the contract itself says about the part, so a row reads on its own. */
function detailOf(kind: Kind, node: Json): string {
  if (kind === 'required' && Array.isArray(node.required))
    return ` (required: ${node.required.map(String).join(', ')})`;
  const values = Array.isArray(node.enum)
    ? node.enum
    : isRecord(node.schema) && Array.isArray(node.schema.enum)
      ? node.schema.enum
      : undefined;
  if (values && ['enum', 'field', 'parameter'].includes(kind))
    return ` (values: ${values.map((value) => JSON.stringify(value)).join(', ')})`;
  if (kind === 'wrapper' && isRecord(node.properties))
    return ` (fields: ${Object.keys(node.properties).join(', ')})`;
  return '';
}

/** Where each shared response (components/responses) is used: `POST /requests 429`, …. */
function responseUsage(document: Json): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const [route, item] of Object.entries((document.paths ?? {}) as Json))
    for (const [method, operation] of Object.entries(isRecord(item) ? item : {})) {
      if (!METHODS.has(method) || !isRecord(operation) || !isRecord(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const ref = isRecord(response) && typeof response.$ref === 'string' ? response.$ref : '';
        const name = /^#\/components\/responses\/(.+)$/.exec(ref)?.[1];
        if (name) usage.set(name, [...(usage.get(name) ?? []), `${method.toUpperCase()} ${route} ${status}`]);
      }
    }
  return usage;
}

export function collectAssumptions(document: Json): Assumption[] {
  const found: Assumption[] = [];
  const usage = responseUsage(document);
  const usedBy = (trail: string[]) => {
    const uses =
      trail[0] === 'components' && trail[1] === 'responses' ? usage.get(trail[2] ?? '') : undefined;
    if (!uses) return '';
    const statuses = [...new Set(uses.map((use) => use.split(' ').at(-1)))].join(', ');
    return ` (as ${statuses} on ${uses.length} operation${uses.length === 1 ? '' : 's'}${uses.length <= 5 ? `: ${uses.map((use) => use.replace(/ \d+$/, '')).join('; ')}` : ''})`;
  };
  const walk = (node: unknown, trail: string[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...trail, String(index)]));
    if (!isRecord(node)) return;
    const assumed = node['x-assumed'];
    const where = whereOf(trail, node);
    if (isRecord(assumed)) {
      for (const [kind, text] of Object.entries(assumed))
        if (PART_KINDS.has(kind))
          found.push({ kind: kind as Kind, where, what: oneLine(text) + detailOf(kind as Kind, node) });
    } else if (assumed !== undefined && assumed !== false) {
      const kind = kindOf(trail, node);
      const what = typeof assumed === 'string' ? assumed : (node.description ?? node.summary);
      found.push({ kind, where, what: oneLine(what) + detailOf(kind, node) + usedBy(trail) });
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'x-assumed' && key !== 'examples' && key !== 'example') walk(value, [...trail, key]);
  };
  walk(document.paths, ['paths']);
  walk(document.components, ['components']);
  return found;
}

export function countByKind(assumptions: Assumption[]): Record<Kind, number> {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  for (const entry of assumptions) counts[entry.kind] += 1;
  return counts;
}

const KIND_TITLES: Record<Kind, string> = {
  field: 'Fields the spec does not name',
  enum: 'Enums whose values the spec does not list',
  required: 'Required sets stricter than the spec',
  closed: 'Closed schemas (additionalProperties: false)',
  wrapper: 'Wrappers around a value the spec returns bare',
  status: 'Status codes the spec does not document',
  parameter: 'Parameters (or their values) the spec does not show',
  operation: 'Operations whose path or body the spec does not show',
  schema: 'Whole schemas the spec does not show',
};

export function assumptionsMarkdown(assumptions: Assumption[], title: string): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const counts = countByKind(assumptions);
  const lines = [
    `# Contract assumptions — sign-off list`,
    '',
    `${assumptions.length} places where the contract (${title}) says more than the product spec: an`,
    'operation, field, enum, required set, closed schema, status or wrapper we chose.',
    'A backend team confirms each (☐ → ☑) or asks for a change to `openapi/` (then `npm run gen`).',
    'Generated by `npm run contract:assumptions` from the `x-assumed` markers; do not edit by hand.',
    '',
    '| kind | count |',
    '|---|---|',
    ...KINDS.map((kind) => `| ${kind} | ${counts[kind]} |`),
  ];
  for (const kind of KINDS) {
    const rows = assumptions.filter((entry) => entry.kind === kind);
    if (rows.length === 0) continue;
    lines.push(
      '',
      `## ${KIND_TITLES[kind]} (${rows.length})`,
      '',
      '| signed off | where | what is assumed |',
      '|---|---|---|',
    );
    for (const entry of rows) lines.push(`| ☐ | \`${cell(entry.where)}\` | ${cell(entry.what)} |`);
  }
  lines.push('');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The audit: what the spec shows (the fixture) against what the contract says.

/** What the product spec shows, keyed by schema path (`User`, `User.settings`, `X.allOf.1`). */
export interface SpecShows {
  /** Fields the spec names, per object schema: `{ ref: '§3 User', names: [...] }`. */
  fields: Record<string, { ref: string; names: (string | number)[] }>;
  /** Enums whose every value the spec lists, with the section. */
  enums: Record<string, string>;
  /** Required sets the spec implies (a call "needs" these), with the section. */
  required: Record<string, string>;
  /** Closed shapes the spec implies, with the section. */
  closed: Record<string, string>;
  /** Statuses the spec documents, per operation (`HEAD /users`): `{ '404': '§7, §8' }`. 200 on an
   * operation the spec shows needs no entry: the spec's "returns X" is a 200. */
  statuses: Record<string, Record<string, string>>;
}

export interface Gap {
  kind: 'field' | 'enum' | 'required' | 'closed' | 'status';
  where: string;
  /** The JSON path in the bundled contract, for tools that add the marker. */
  trail: string[];
}

const covers = (marker: unknown, kind: string) =>
  marker === true ||
  typeof marker === 'string' ||
  (isRecord(marker) &&
    (kind in marker || ('wrapper' in marker && ['field', 'required', 'closed'].includes(kind))));

/** Every field, enum, required set and closed schema of the contract's schemas, and every status
 * of its operations, that the spec does not show and no `x-assumed` marks. */
export function auditContract(document: Json, shows: SpecShows): Gap[] {
  const gaps: Gap[] = [];
  const visitSchema = (node: unknown, where: string, trail: string[], wholeAssumed: boolean) => {
    if (!isRecord(node)) return;
    const marker = node['x-assumed'];
    const whole = wholeAssumed || marker === true || typeof marker === 'string';
    const has = (kind: string) => whole || covers(marker, kind);
    if (Array.isArray(node.enum) && !(where in shows.enums) && !has('enum'))
      gaps.push({ kind: 'enum', where, trail });
    if (Array.isArray(node.required) && !(where in shows.required) && !has('required'))
      gaps.push({ kind: 'required', where, trail });
    if (node.additionalProperties === false && !(where in shows.closed) && !has('closed'))
      gaps.push({ kind: 'closed', where, trail });
    if (isRecord(node.properties)) {
      const named = new Set((shows.fields[where]?.names ?? []).map(String));
      for (const [name, property] of Object.entries(node.properties)) {
        const propertyTrail = [...trail, 'properties', name];
        const propertyMarker = isRecord(property) ? property['x-assumed'] : undefined;
        const wrapped = whole || (isRecord(marker) && 'wrapper' in marker);
        if (!named.has(name) && !wrapped && !covers(propertyMarker, 'field'))
          gaps.push({ kind: 'field', where: `${where}.${name}`, trail: propertyTrail });
        visitSchema(property, `${where}.${name}`, propertyTrail, whole);
      }
    }
    for (const key of ['items', 'additionalProperties'])
      if (isRecord(node[key])) visitSchema(node[key], `${where}.${key}`, [...trail, key], whole);
    for (const key of ['allOf', 'oneOf', 'anyOf'])
      if (Array.isArray(node[key]))
        (node[key] as unknown[]).forEach((part, index) =>
          visitSchema(part, `${where}.${key}.${index}`, [...trail, key, String(index)], whole),
        );
    // Conditions (if/then/else, not, propertyNames) restate fields declared above; they are not
    // declarations of their own, but an enum inside one is a list of values all the same.
    if (isRecord(node.propertyNames) && isRecord(node.propertyNames.not)) {
      const inner = node.propertyNames.not;
      const innerWhere = `${where}.propertyNames.not`;
      if (
        Array.isArray(inner.enum) &&
        !(innerWhere in shows.enums) &&
        !whole &&
        !covers(inner['x-assumed'], 'enum')
      )
        gaps.push({ kind: 'enum', where: innerWhere, trail: [...trail, 'propertyNames', 'not'] });
    }
  };
  const components = document.components as Json;
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as Json))
    visitSchema(schema, name, ['components', 'schemas', name], false);

  const responses = (components.responses ?? {}) as Json;
  const parameters = (components.parameters ?? {}) as Json;
  for (const [route, item] of Object.entries(document.paths as Json)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isRecord(operation)) continue;
      const opName = `${method.toUpperCase()} ${route}`;
      const opWhole = operation['x-assumed'] === true || typeof operation['x-assumed'] === 'string';
      const shown = shows.statuses[opName] ?? {};
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Json)) {
        if (!isRecord(response) || opWhole || status in shown || status === '200') continue;
        const ref = typeof response.$ref === 'string' ? response.$ref.split('/').at(-1) : undefined;
        const target = ref ? responses[ref] : response;
        if (!isRecord(target) || !covers(target['x-assumed'], 'status'))
          gaps.push({
            kind: 'status',
            where: `${opName} ${status}`,
            trail: ['paths', route, method, 'responses', status],
          });
      }
      // Enums in parameters: the parameter's own marker covers its values.
      const allParameters = [
        ...((item.parameters ?? []) as unknown[]),
        ...((operation.parameters ?? []) as unknown[]),
      ];
      allParameters.forEach((parameter) => {
        const ref =
          isRecord(parameter) && typeof parameter.$ref === 'string'
            ? parameter.$ref.split('/').at(-1)
            : undefined;
        const target = ref ? parameters[ref] : parameter;
        if (!isRecord(target) || !isRecord(target.schema) || !Array.isArray(target.schema.enum)) return;
        const where = `${opName} parameter ${String(target.name)}`;
        if (
          where in shows.enums ||
          covers(target['x-assumed'], 'enum') ||
          covers(target.schema['x-assumed'], 'enum')
        )
          return;
        gaps.push({
          kind: 'enum',
          where,
          trail: ['paths', route, method, 'parameters', String(target.name)],
        });
      });
    }
  }
  return gaps;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'docs-dist/contract-assumptions.md' } },
  });
  const document = JSON.parse(readFileSync(path.join(generatedDir, 'openapi.json'), 'utf8')) as Json;
  const info = document.info as { title: string; version: string };
  const assumptions = collectAssumptions(document);
  mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
  writeFileSync(values.out, assumptionsMarkdown(assumptions, `${info.title} ${info.version}`));
  const counts = countByKind(assumptions);
  console.log(`${assumptions.length} assumptions → ${values.out}`);
  for (const kind of KINDS) console.log(`  ${String(counts[kind]).padStart(4)} ${kind}`);
}
