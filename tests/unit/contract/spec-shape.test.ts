// The contract's shape rules (README, The contract), checked on the bundled spec.
import { describe, expect, it } from 'vitest';
import { section7Calls } from '../../helpers/section7';
import { deref, operations, spec, type JsonSchema } from '../../helpers/spec';

const all = operations();

describe('every operation', () => {
  it.each(all.map((entry) => [entry.key, entry] as const))('%s is complete', (_key, { operation }) => {
    expect(operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(operation.tags).toHaveLength(1);
    expect(operation.summary?.length ?? 0).toBeGreaterThan(5);
    const codes = Object.keys(operation.responses);
    expect(codes.some((code) => code.startsWith('2'))).toBe(true);
    expect(codes.some((code) => /^[45]/.test(code))).toBe(true);
  });

  it('has a unique operationId', () => {
    const ids = all.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('product spec §7 coverage', () => {
  const inSpec = new Set(all.map((entry) => entry.key));

  it('describes every call of §7', () => {
    const missing = section7Calls.filter((call) => !inSpec.has(call));
    const covered = section7Calls.length - missing.length;
    console.log(`product spec §7: ${covered}/${section7Calls.length} calls covered by the contract`);
    expect(section7Calls).toHaveLength(89);
    expect(missing).toEqual([]);
  });

  it('marks every call that §7 does not show as assumed, and says what was assumed', () => {
    const listed = new Set<string>(section7Calls);
    const extra = all.filter((entry) => !listed.has(entry.key));
    for (const entry of extra) {
      expect(entry.operation['x-assumed'], entry.key).toBe(true);
      expect(entry.operation.description ?? '', entry.key).toMatch(/assum/i);
    }
    console.log(`assumed calls: ${extra.map((entry) => entry.key).join(', ')}`);
    expect(extra.length).toBeGreaterThan(0);
  });
});

describe('entities of product spec §3', () => {
  const schemas = spec.components.schemas;

  it('enumerates all 26 notification actions', () => {
    expect(schemas.NotificationAction?.enum).toHaveLength(26);
  });

  it('covers every form field kind in the JobTypeField union, with a discriminator', () => {
    const field = schemas.JobTypeField as {
      oneOf: unknown[];
      discriminator: { mapping: Record<string, string> };
    };
    expect(Object.keys(field.discriminator.mapping).sort()).toEqual(
      [
        'address',
        'checkboxes',
        'checkboxesWithOther',
        'counters',
        'duration',
        'email',
        'hidden',
        'multipleChoiceImages',
        'number',
        'radios',
        'radiosWithOther',
        'services',
        'singleChoiceImages',
        'textarea',
        'timeslots',
      ].sort(),
    );
    expect(field.oneOf).toHaveLength(15);
  });

  it('models registration modes as a discriminated union', () => {
    const register = schemas.RegisterInput as {
      discriminator: { propertyName: string; mapping: Record<string, string> };
    };
    expect(register.discriminator.propertyName).toBe('mode');
    expect(Object.keys(register.discriminator.mapping).sort()).toEqual([
      'client',
      'phoneNumberRegistration',
      'pro',
    ]);
  });

  it('keeps availability slots within mon-00 … sun-23', () => {
    const pattern = new RegExp((schemas.AvailabilitySlot as { pattern: string }).pattern);
    expect(pattern.test('mon-00')).toBe(true);
    expect(pattern.test('sun-23')).toBe(true);
    expect(pattern.test('sun-24')).toBe(false);
    expect(pattern.test('xyz-01')).toBe(false);
  });

  it('answers every 4xx/5xx JSON response with the one error body', () => {
    for (const entry of all) {
      for (const [code, response] of Object.entries(entry.operation.responses)) {
        if (!/^[45]/.test(code)) continue;
        const schema = deref(response).content?.['application/json']?.schema as JsonSchema | undefined;
        if (!schema) continue;
        expect(
          ['#/components/schemas/ErrorBody', '#/components/schemas/AvatarUploadErrorBody'],
          `${entry.key} ${code}`,
        ).toContain(schema.$ref);
      }
    }
  });
});

describe('schema keywords', () => {
  // A comma inside an unquoted YAML flow map ends the value: `{description: An imported, unclaimed
  // pro profile.}` leaves "An imported" and a junk key "unclaimed pro profile." set to null.
  const KEYWORDS = new Set([
    ...['$ref', 'type', 'description', 'title', 'format', 'enum', 'const', 'default', 'examples', 'example'],
    ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
    ...['minLength', 'maxLength', 'pattern', 'items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'],
    ...['properties', 'additionalProperties', 'unevaluatedProperties', 'patternProperties', 'propertyNames'],
    ...['required', 'minProperties', 'maxProperties', 'oneOf', 'anyOf', 'allOf', 'not', 'discriminator'],
    ...['readOnly', 'writeOnly', 'deprecated', 'contentMediaType', 'if', 'then', 'else'],
  ]);
  const strays: string[] = [];
  const visit = (schema: unknown, path: string): void => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    const node = schema as Record<string, unknown>;
    for (const key of Object.keys(node))
      if (!KEYWORDS.has(key) && !key.startsWith('x-')) strays.push(`${path}: "${key}"`);
    for (const [name, child] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
      visit(child, `${path}.${name}`);
    for (const key of ['items', 'additionalProperties', 'not', 'propertyNames'] as const)
      visit(node[key], `${path}.${key}`);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      ((node[key] as unknown[] | undefined) ?? []).forEach((child, index) =>
        visit(child, `${path}.${key}.${index}`),
      );
  };
  for (const [name, schema] of Object.entries(spec.components.schemas)) visit(schema, name);

  it('uses only JSON Schema keywords (no key left over from a cut description)', () => {
    expect(strays).toEqual([]);
  });
});
