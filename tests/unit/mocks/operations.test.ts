// One operation, four places: each module of mocks/operations/ answers only the operations that
// openapi/paths/<its name>.yaml holds, and every module has its paths file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../fixtures/dataset';
import { createMock } from '../../../mocks/behaviour';
import type { Operations } from '../../../mocks/shared/operation';
import { repoRoot } from '../../helpers/spec';

const moduleDir = path.join(repoRoot, 'mocks/operations');
const modules = readdirSync(moduleDir).map((file) => file.replace(/\.ts$/, ''));
const mock = createMock(buildDataset());

/** The operation ids a module's exports speak of: an operation module's tables, or a plain table. */
const operationIdsOf = (value: unknown): string[] => {
  if (typeof value !== 'function') return Object.keys(value as object);
  const module = (value as Operations)(mock);
  return [
    ...Object.keys(module.examples()),
    ...[module.select, module.refine, module.english].flatMap((table) => Object.keys(table ?? {})),
  ];
};

describe.each(modules)('mocks/operations/%s.ts', (name) => {
  it('answers only operations of openapi/paths/ of the same name', async () => {
    const pathsFile = readFileSync(path.join(repoRoot, `openapi/paths/${name}.yaml`), 'utf8');
    const own = new Set([...pathsFile.matchAll(/operationId:\s*(\w+)/g)].map((match) => match[1]));
    const exports = (await import(path.join(moduleDir, `${name}.ts`))) as Record<string, unknown>;
    const ids = new Set(Object.values(exports).flatMap(operationIdsOf));
    expect(ids.size).toBeGreaterThan(0);
    expect([...ids].filter((id) => !own.has(id))).toEqual([]);
  });
});
