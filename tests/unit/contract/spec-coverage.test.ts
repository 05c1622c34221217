// The x-assumed audit: every field, enum, required set, closed schema and status of the contract
// is either shown by the product spec (spec-shows.yaml, each entry with its section) or marked
// `x-assumed` in openapi/, so the sign-off list (npm run contract:assumptions) is complete.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { auditContract, type SpecShows } from '../../../scripts/contract-assumptions';
import { repoRoot, spec } from '../../helpers/spec';

type Json = Record<string, unknown>;
const shows = parse(
  readFileSync(path.join(repoRoot, 'tests/unit/contract/spec-shows.yaml'), 'utf8'),
) as SpecShows;
const document = spec as unknown as Json;
const schemas = spec.components.schemas as Record<string, Json>;

/** The schema at a spec-shows key (`User.settings`, `X.allOf.1`, `X.items`), or undefined. */
function schemaAt(where: string): Json | undefined {
  const [name, ...steps] = where.split('.');
  let node: unknown = schemas[name ?? ''];
  for (let index = 0; index < steps.length; index += 1) {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Json;
    const step = steps[index]!;
    if (['allOf', 'oneOf', 'anyOf'].includes(step)) {
      node = (record[step] as unknown[] | undefined)?.[Number(steps[index + 1])];
      index += 1;
    } else if (step === 'items' || step === 'propertyNames' || step === 'not') node = record[step];
    else node = (record.properties as Json | undefined)?.[step];
  }
  return typeof node === 'object' && node !== null ? (node as Json) : undefined;
}

describe('the x-assumed audit', () => {
  it('finds every element the spec does not show marked x-assumed', () => {
    expect(auditContract(document, shows)).toEqual([]);
  });

  it('lists in spec-shows.yaml only what exists in the contract (no stale entries)', () => {
    const stale: string[] = [];
    for (const [where, { ref, names }] of Object.entries(shows.fields)) {
      const properties = schemaAt(where)?.properties as Json | undefined;
      if (!properties) stale.push(`fields: ${where} is not an object schema`);
      else
        for (const name of names) if (!(String(name) in properties)) stale.push(`fields: ${where}.${name}`);
      if (!ref.includes('§')) stale.push(`fields: ${where} has no spec section`);
    }
    for (const [where, ref] of Object.entries(shows.enums)) {
      const parameter = /^([A-Z]+) (\S+) parameter (\S+)$/.exec(where);
      const found = parameter
        ? JSON.stringify(spec.paths[parameter[2]!]?.[parameter[1]!.toLowerCase()] ?? null).includes(
            `"name":"${parameter[3]}"`,
          )
        : Array.isArray(schemaAt(where)?.enum);
      if (!found) stale.push(`enums: ${where}`);
      if (!ref.includes('§')) stale.push(`enums: ${where} has no spec section`);
    }
    for (const where of Object.keys(shows.required))
      if (!Array.isArray(schemaAt(where)?.required)) stale.push(`required: ${where}`);
    for (const where of Object.keys(shows.closed))
      if (schemaAt(where)?.additionalProperties !== false) stale.push(`closed: ${where}`);
    for (const [operation, statuses] of Object.entries(shows.statuses)) {
      const [method = '', route = ''] = operation.split(' ');
      const responses = (spec.paths[route]?.[method.toLowerCase()] as { responses?: Json } | undefined)
        ?.responses;
      for (const status of Object.keys(statuses))
        if (!responses || !(status in responses)) stale.push(`statuses: ${operation} ${status}`);
    }
    expect(stale).toEqual([]);
  });

  it('reports an unmarked field, enum, required set, closed schema and status against the right place', () => {
    const broken = structuredClone(document) as {
      components: { schemas: Record<string, Json>; responses: Record<string, Json> };
      paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
    };
    const user = broken.components.schemas.User!;
    (user.properties as Json).nickname = { type: 'string' };
    user['x-assumed'] = { closed: 'kept' };
    const avatarMeta = broken.components.schemas.AvatarMeta!.properties as Record<string, Json>;
    avatarMeta.source = { type: 'string', enum: ['upload', 'social'] };
    delete broken.components.responses.Conflict!['x-assumed'];
    broken.paths['/users/{id}/last-online']!.put!.responses['204'] = { description: 'Recorded.' };

    expect(auditContract(broken as unknown as Json, shows)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'field', where: 'User.nickname' }),
        expect.objectContaining({ kind: 'required', where: 'User' }),
        expect.objectContaining({ kind: 'field', where: 'AvatarMeta.source' }),
        expect.objectContaining({ kind: 'enum', where: 'AvatarMeta.source' }),
        expect.objectContaining({ kind: 'status', where: 'POST /itp-users/{id}/claim-profile 409' }),
        expect.objectContaining({ kind: 'status', where: 'PUT /users/{id}/last-online 204' }),
      ]),
    );
    const closedGaps = auditContract(
      {
        ...broken,
        components: { ...broken.components, schemas: { User: { ...user, 'x-assumed': {} } } },
      } as Json,
      shows,
    ).filter((gap) => gap.kind === 'closed');
    expect(closedGaps.map((gap) => gap.where)).toEqual(['User']);
  });

  it('takes a spec-shown element without a marker (the fixture is what makes it pass)', () => {
    const bare = structuredClone(document) as { components: { schemas: Record<string, Json> } };
    const names = (shows.fields.PersonName?.names ?? []).map(String);
    expect(names).toEqual(['first', 'last']);
    delete bare.components.schemas.PersonName!['x-assumed'];
    const gaps = auditContract(bare as unknown as Json, shows).filter((gap) =>
      gap.where.startsWith('PersonName'),
    );
    expect(gaps.map((gap) => gap.kind).sort()).toEqual(['closed', 'required']);
  });
});
