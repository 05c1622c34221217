// The contract's documentation rule, checked by `npm run lint:spec`: every operation and every
// parameter says what it is, and every parameter whose value a caller has to choose (a free string:
// an id, a key, a slug, an email, a zip code, a token — anything without an enum or a const) shows
// an example taken from the fixtures, so a reader (or a generated test) knows a value that exists.
// Booleans, numbers, enums and consts explain themselves through their schema.
import type { OpenApiDocument } from './spec';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

export interface DocumentationFigures {
  operations: number;
  operationsDescribed: number;
  parameters: number;
  parametersDescribed: number;
  /** Parameters that need an example (free strings). */
  keyParameters: number;
  keyParametersWithExample: number;
  /** One line per gap: where, and what is missing. */
  gaps: string[];
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Follows a local `$ref` (`#/components/…`) until a node without one. */
function resolver(document: OpenApiDocument) {
  return (node: unknown): Json => {
    let current: unknown = node;
    for (let hops = 0; isRecord(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
      const ref: string = current.$ref;
      if (!ref.startsWith('#/')) break;
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (at, key) => (isRecord(at) ? at[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
          document,
        );
    }
    return isRecord(current) ? current : {};
  };
}

/** A free string: its value is the caller's choice, so it needs an example. */
function needsExample(schema: Json): boolean {
  if (schema.const !== undefined || Array.isArray(schema.enum)) return false;
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

function hasExample(parameter: Json, schema: Json): boolean {
  if (parameter.example !== undefined) return true;
  if (isRecord(parameter.examples) && Object.keys(parameter.examples).length > 0) return true;
  if (schema.example !== undefined) return true;
  return Array.isArray(schema.examples) && schema.examples.length > 0;
}

export function documentationFigures(document: OpenApiDocument): DocumentationFigures {
  const resolve = resolver(document);
  const figures: DocumentationFigures = {
    operations: 0,
    operationsDescribed: 0,
    parameters: 0,
    parametersDescribed: 0,
    keyParameters: 0,
    keyParametersWithExample: 0,
    gaps: [],
  };
  for (const [route, rawItem] of Object.entries(document.paths)) {
    const item = resolve(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const where = `${method.toUpperCase()} ${route}`;
      figures.operations++;
      if (hasText(operation.description)) figures.operationsDescribed++;
      else figures.gaps.push(`${where}: the operation has no description`);
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      // An operation's parameter replaces the path item's one of the same name and place.
      const byKey = new Map<string, Json>();
      for (const raw of [...shared, ...own]) {
        const parameter = resolve(raw);
        byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      }
      for (const [key, parameter] of byKey) {
        figures.parameters++;
        if (hasText(parameter.description)) figures.parametersDescribed++;
        else figures.gaps.push(`${where} ${key}: the parameter has no description`);
        const schema = resolve(parameter.schema);
        if (!needsExample(schema)) continue;
        figures.keyParameters++;
        if (hasExample(parameter, schema)) figures.keyParametersWithExample++;
        else figures.gaps.push(`${where} ${key}: the parameter has no example`);
      }
    }
  }
  return figures;
}

export function documentationSummary(figures: DocumentationFigures): string {
  return (
    `documentation: ${figures.operationsDescribed}/${figures.operations} operations described, ` +
    `${figures.parametersDescribed}/${figures.parameters} parameters described, ` +
    `${figures.keyParametersWithExample}/${figures.keyParameters} key/id parameters with an example`
  );
}
