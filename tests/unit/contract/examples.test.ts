// Every example in the contract validates against its generated zod schema, and mutated examples
// (a required field removed, an enum value changed) are rejected.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as zod from '../../../generated/zod';
import { deref, operations, pascal, spec, type JsonSchema, type MediaType } from '../../helpers/spec';

const schemaFor = (name: string): ZodType => {
  const schema = (zod as Record<string, unknown>)[`z${name}`];
  if (!schema) throw new Error(`generated/zod.ts has no z${name}`);
  return schema as ZodType;
};

interface ExampleCase {
  where: string;
  schema: ZodType;
  value: unknown;
}

const examplesOf = (media: MediaType | undefined): [string, unknown][] => {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(
    ([name, example]) => [name, example.value] as [string, unknown],
  );
  return media.example === undefined ? named : [['example', media.example], ...named];
};

function collectCases(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    for (const [index, value] of ((schema.examples as unknown[] | undefined) ?? []).entries()) {
      cases.push({ where: `components.schemas.${name}.examples[${index}]`, schema: schemaFor(name), value });
    }
  }
  for (const { key, operation } of operations()) {
    const body = operation.requestBody?.content;
    for (const media of Object.values(body ?? {})) {
      if (examplesOf(media).length === 0) continue;
      const bodySchema = (
        schemaFor(`${pascal(operation.operationId)}Data`) as unknown as { shape: { body: ZodType } }
      ).shape.body;
      for (const [name, value] of examplesOf(media)) {
        cases.push({ where: `${key} request ${name}`, schema: bodySchema, value });
      }
    }
    for (const [code, response] of Object.entries(operation.responses)) {
      const media = deref(response).content?.['application/json'];
      const examples = examplesOf(media);
      if (examples.length === 0) continue;
      const ref = media?.schema?.$ref as string | undefined;
      const schema = code.startsWith('2')
        ? schemaFor(`${pascal(operation.operationId)}Response`)
        : schemaFor(ref?.split('/').pop() ?? 'ErrorBody');
      for (const [name, value] of examples) {
        cases.push({ where: `${key} ${code} ${name}`, schema, value });
      }
    }
  }
  return cases;
}

const cases = collectCases();

describe('examples', () => {
  it('exist in quantity', () => {
    expect(cases.length).toBeGreaterThan(120);
  });

  it.each(cases.map((entry) => [entry.where, entry] as const))(
    '%s validates',
    (_where, { schema, value }) => {
      const result = schema.safeParse(value);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );
});

/** Mutations of component examples that the schema must reject. */
function mutations(): ExampleCase[] {
  const mutated: ExampleCase[] = [];
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    const examples = (schema.examples as unknown[] | undefined) ?? [];
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [index, example] of examples.entries()) {
      if (!example || typeof example !== 'object' || Array.isArray(example)) continue;
      for (const required of (schema.required as string[] | undefined) ?? []) {
        const copy: Record<string, unknown> = { ...(example as Record<string, unknown>) };
        delete copy[required];
        mutated.push({
          where: `${name}[${index}] without ${required}`,
          schema: schemaFor(name),
          value: copy,
        });
      }
      for (const [property, propertySchema] of Object.entries(properties)) {
        const target = deref(propertySchema);
        if (!Array.isArray(target.enum) || !(property in (example as object))) continue;
        mutated.push({
          where: `${name}[${index}] with ${property} = 'not-a-valid-value'`,
          schema: schemaFor(name),
          value: { ...(example as object), [property]: 'not-a-valid-value' },
        });
      }
    }
  }
  return mutated;
}

const rejected = mutations();

describe('mutated examples', () => {
  it('cover missing required fields and wrong enum values', () => {
    expect(rejected.some((entry) => entry.where.includes(' without '))).toBe(true);
    expect(rejected.some((entry) => entry.where.includes('not-a-valid-value'))).toBe(true);
    expect(rejected.length).toBeGreaterThan(100);
  });

  it.each(rejected.map((entry) => [entry.where, entry] as const))(
    '%s is rejected',
    (_where, { schema, value }) => {
      expect(schema.safeParse(value).success).toBe(false);
    },
  );
});
