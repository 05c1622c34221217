// One operation, four places: the operations of a contract tag are written in
// openapi/paths/<module>.yaml, called by the app in src/api/<module>.ts (and nowhere else; a module
// too long for one file, or used only in part by the first page, is split into the files
// `splitModules` names), given their mock behaviour in mocks/operations/<module>.ts and tested against the mock in
// tests/contract/<module>.test.ts. A reader who knows an operation's tag knows where all four are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HTTP_METHODS, operations, repoRoot } from '../../helpers/spec';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const listFiles = (folder: string): string[] =>
  readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
  );
/** Source without its comments, so a call shown in a comment is not a call. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface PathOperation {
  module: string;
  method: string;
  path: string;
  operationId: string;
}

const modules = readdirSync(path.join(repoRoot, 'openapi/paths'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''))
  .sort();

/** Every operation, with the paths file the root spec takes it from. */
const all: PathOperation[] = (() => {
  const root = parse(read('openapi/openapi.yaml')) as { paths: Record<string, { $ref: string }> };
  const files = new Map<string, Record<string, Record<string, { operationId?: string }>>>();
  return Object.entries(root.paths).flatMap(([route, { $ref }]) => {
    const [, module = '', name = ''] = /^\.\/paths\/(.+)\.yaml#\/(.+)$/.exec($ref) ?? [];
    if (!files.has(module)) files.set(module, parse(read(`openapi/paths/${module}.yaml`)));
    const item = files.get(module)?.[name] ?? {};
    return HTTP_METHODS.flatMap((method) => {
      const operationId = item[method]?.operationId;
      return operationId ? [{ module, method: method.toUpperCase(), path: route, operationId }] : [];
    });
  });
})();

/**
 * Operations the web client does not call (yet): the contract describes them for the pro side,
 * account pages and backend verification. Nothing in src/ may name their paths; a factory that
 * starts calling one takes it off this list, in the module of its tag.
 */
const notCalledByTheApp = ['logGeneratedPrompt'];

/**
 * API modules split over more than one file (the files' size limit, or the first page's JavaScript:
 * what a marketing page uses apart from what only later pages load): the paths module → the files of
 * src/api that call its operations, src/api/<module>.ts first. A split file says so in its opening comment.
 */
const splitModules: Record<string, string[]> = {
  catalog: [
    'src/api/catalog.ts',
    'src/api/catalog-lists.ts',
    'src/api/catalog-trees.ts',
    'src/api/catalog-job-types.ts',
  ],
  users: ['src/api/users.ts', 'src/api/account.ts', 'src/api/auth.ts'],
};
const filesOf = (module: string) => splitModules[module] ?? [`src/api/${module}.ts`];

/**
 * Calls still made outside the module of their tag while the restructure moves them in (file:
 * `METHOD path`). The list only shrinks: a call that moves into its module must leave this list
 * too (the check below fails on a stale entry as on a new one).
 */
const calledElsewhere: string[] = [];

const sources = listFiles('src')
  .filter((file) => /\.tsx?$/.test(file) && file !== 'src/routeTree.gen.ts')
  .map((file) => ({ file, code: code(read(file)) }));
const quoted = (route: string) => new RegExp(`['"\`]${escape(route)}['"\`]`);
const callOf = (operation: PathOperation) =>
  new RegExp(`\\.${operation.method}\\(\\s*['"\`]${escape(operation.path)}['"\`]`);

describe('the paths files', () => {
  it('hold every operation of the bundled contract, each once', () => {
    const ids = all.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      operations()
        .map((entry) => entry.operation.operationId)
        .sort(),
    );
    expect([...new Set(all.map((operation) => operation.module))].sort()).toEqual(modules);
  });

  it.each(modules)('%s has its API module and its contract test', (module) => {
    expect(existsSync(path.join(repoRoot, `src/api/${module}.ts`)), `src/api/${module}.ts`).toBe(true);
    expect(
      existsSync(path.join(repoRoot, `tests/contract/${module}.test.ts`)),
      `tests/contract/${module}.test.ts`,
    ).toBe(true);
  });
});

describe('the API modules', () => {
  it('the list of operations the app does not call names real operations', () => {
    const known = new Set(all.map((operation) => operation.operationId));
    expect(notCalledByTheApp.filter((operationId) => !known.has(operationId))).toEqual([]);
  });

  it.each(modules)(
    '%s: every operation of its paths file the app calls is called in its API module',
    (module) => {
      const source = filesOf(module)
        .map((file) => code(read(file)))
        .join('\n');
      const missing = all
        .filter(
          (operation) => operation.module === module && !notCalledByTheApp.includes(operation.operationId),
        )
        .filter(
          (operation) => !quoted(operation.path).test(source) && !source.includes(operation.operationId),
        )
        .map((operation) => `${operation.method} ${operation.path} (${operation.operationId})`);
      expect(missing).toEqual([]);
    },
  );

  it('the operations the app does not call are named nowhere in src/', () => {
    const named = all
      .filter((operation) => notCalledByTheApp.includes(operation.operationId))
      .flatMap((operation) =>
        sources
          .filter(({ code }) => quoted(operation.path).test(code))
          .map(({ file }) => `${file}: ${operation.path} (${operation.operationId})`),
      );
    expect(named).toEqual([]);
  });

  it('no operation is called outside the module of its tag', () => {
    const elsewhere = all.flatMap((operation) =>
      sources
        .filter(({ file, code }) => !filesOf(operation.module).includes(file) && callOf(operation).test(code))
        .map(({ file }) => `${file}: ${operation.method} ${operation.path}`),
    );
    expect(elsewhere.sort()).toEqual([...calledElsewhere].sort());
  });
});

const mockFolder = 'mocks/operations';

describe.runIf(existsSync(path.join(repoRoot, mockFolder)))('the mock operations', () => {
  const mockModules = () =>
    readdirSync(path.join(repoRoot, mockFolder))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();

  it('are one file per paths file, named after it', () => {
    expect(mockModules()).toEqual(modules);
  });

  it.each(modules)('%s gives behaviour only to operations of its own tag', (module) => {
    const source = code(read(`${mockFolder}/${module}.ts`));
    const foreign = all
      .filter((operation) => operation.module !== module)
      .filter((operation) => new RegExp(`\\b${operation.operationId}\\s*:`).test(source))
      .map((operation) => `${operation.operationId} (${operation.module})`);
    expect(foreign).toEqual([]);
  });
});
