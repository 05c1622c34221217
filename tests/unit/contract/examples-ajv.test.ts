// Every example of the contract, and every fixture the mock answers with, against its JSON Schema
// with Ajv (2020-12, strict, `additionalProperties: false` honoured) — the validator a backend
// team's tooling uses, unlike the generated zod schemas, which strip unknown keys. The mock's answers
// after its own shaping (paging, filtering, remembered writes, English) are checked over HTTP by
// verify-backend.test.ts, which runs verify:backend against the mock kit.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../fixtures/dataset';
import { createMockKit } from '../../../mocks/behaviour';
import { loadContract, type JsonSchema } from '../../../scripts/verify-backend/contract';

const contract = loadContract();
const schemas = (contract.document.components as { schemas: Record<string, JsonSchema> }).schemas;

interface ExampleCase {
  where: string;
  schema: JsonSchema;
  value: unknown;
}

function contractExamples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const [name, schema] of Object.entries(schemas))
    for (const [index, value] of ((schema.examples as unknown[] | undefined) ?? []).entries())
      cases.push({
        where: `#/components/schemas/${name}/examples/${index}`,
        schema: { $ref: `#/components/schemas/${name}` },
        value,
      });
  for (const operation of contract.operations) {
    for (const parameter of operation.parameters) {
      const values = [
        parameter.example,
        ...Object.values(parameter.examples ?? {}).map((example) => example.value),
      ];
      for (const value of values.filter((one) => one !== undefined))
        cases.push({
          where: `${operation.operationId} parameter ${parameter.name}`,
          schema: parameter.schema,
          value,
        });
    }
    for (const [index, value] of (operation.body?.examples ?? []).entries())
      cases.push({
        where: `${operation.operationId} request body example ${index}`,
        schema: operation.body!.schema,
        value,
      });
  }
  return cases;
}

/** Response examples, read from the document (the loader keeps only the schemas of responses). */
function responseExamples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const document = contract.document as {
    paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
    components: { responses: Record<string, unknown> };
  };
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      if (!operation.operationId) continue;
      for (const [code, raw] of Object.entries(operation.responses ?? {})) {
        const ref = (raw as { $ref?: string }).$ref;
        const response = (ref ? document.components.responses[ref.split('/').pop()!] : raw) as {
          content?: Record<
            string,
            { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value: unknown }> }
          >;
        };
        for (const media of Object.values(response.content ?? {})) {
          if (!media.schema) continue;
          const values = [
            ...(media.example === undefined ? [] : [['example', media.example] as const]),
            ...Object.entries(media.examples ?? {}).map(([name, example]) => [name, example.value] as const),
          ];
          for (const [name, value] of values)
            cases.push({ where: `${operation.operationId} ${code} ${name}`, schema: media.schema, value });
        }
      }
    }
  return cases;
}

const describeErrors = (schema: JsonSchema, value: unknown) => {
  const validate = contract.validator(schema);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
};

describe('examples and fixtures against the contract (Ajv, strict)', () => {
  const cases = [...contractExamples(), ...responseExamples()];

  it('every schema of the contract compiles in strict mode', () => {
    const refused = Object.keys(schemas).filter((name) => {
      try {
        contract.validator({ $ref: `#/components/schemas/${name}` });
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toEqual([]);
  });

  it('finds the examples (a few hundred)', () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  it('every example of the contract validates', () => {
    const failures = cases.flatMap(({ where, schema, value }) =>
      describeErrors(schema, value).map((message) => `${where}: ${message}`),
    );
    expect(failures).toEqual([]);
  });

  it('every fixture the mock serves as a 2xx example validates against the operation’s schema', () => {
    const { examples } = createMockKit(buildDataset());
    const failures: string[] = [];
    let checked = 0;
    for (const operation of contract.operations) {
      const table = examples[operation.operationId];
      if (!table) continue;
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))?.[1];
      const schema = success?.content['application/json'];
      if (!schema) throw new Error(`${operation.operationId} has fixtures but no JSON success schema`);
      for (const [name, value] of Object.entries(table)) {
        checked += 1;
        failures.push(
          ...describeErrors(schema, value).map((message) => `${operation.operationId} ${name}: ${message}`),
        );
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('refuses what a closed schema does not declare, a missing required field and a wrong type', () => {
    const user = (schemas.User!.examples as Record<string, unknown>[])[0]!;
    const schema = { $ref: '#/components/schemas/User' };
    expect(describeErrors(schema, user)).toEqual([]);
    expect(describeErrors(schema, { ...user, avatarMeta: { source: 'upload' } })).toEqual([
      '/ must NOT have additional properties',
    ]);
    const { id: _id, ...withoutId } = user;
    expect(describeErrors(schema, withoutId)).toEqual(["/ must have required property 'id'"]);
    expect(describeErrors(schema, { ...user, requestCount: 'three' })).toEqual([
      '/requestCount must be integer',
    ]);
  });
});
