// The import fences (README, Architecture) exist: a planted violation makes the lint fail, and the same
// import from an allowed place does not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/spec';

const eslint = new ESLint({ cwd: repoRoot });

async function fenceErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import type * as planted from '${importPath}';\nexport type Planted = typeof planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import fences', () => {
  it.each([
    ['src/app/planted.ts', '../../generated/api', /Only src\/api may import generated/],
    ['src/components/planted.ts', '../../generated/zod', /Only src\/api may import generated/],
    ['src/app/planted.ts', '../../fixtures/reference/geo', /never imports node-side folders/],
    ['src/api/planted.ts', '../app/entry-client', /bottom layer of src/],
    ['src/app/entry-server.tsx', '../lib/session', /never import browser-only modules/],
    ['src/app/server-services.ts', './services', /never import browser-only modules/],
    ['server/planted.ts', '../src/app/entry-server', /never imports src\/ or tests/],
    ['fixtures/planted.ts', '../src/api/index', /fixtures\/ may import only generated/],
    ['mocks/planted.ts', '../scripts/lib/paths', /mocks\/ may import only generated\/ and fixtures/],
    ['scripts/planted.ts', '../src/api/index', /never imports src\/ or tests/],
    ['src/features/planted.ts', '../api/users', /Import src\/api through its index/],
  ])('%s importing %s fails the lint', async (filePath, importPath, message) => {
    const errors = await fenceErrors(filePath, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['src/api/planted.ts', '../../generated/api'],
    ['fixtures/planted.ts', '../generated/api'],
    ['mocks/planted.ts', '../fixtures/reference/geo'],
    ['scripts/planted.ts', '../fixtures/reference/geo'],
    ['src/app/entry-client.tsx', './services'],
    ['src/features/planted.ts', '../api'],
    ['src/features/planted.ts', '../api/zod'],
    ['src/lib/planted.ts', '../api/realtime'],
  ])('%s importing %s is allowed', async (filePath, importPath) => {
    expect(await fenceErrors(filePath, importPath)).toEqual([]);
  });
});

describe('zod comes from src/api/zod (set up there for the CSP: no eval)', () => {
  const zodErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
  };

  it('refuses a value import of zod in the app', async () => {
    const errors = await zodErrors(
      'src/features/planted.ts',
      "import { z } from 'zod';\nexport const s = z.string();\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Import z from src\/api/);
  });

  it('allows it in src/api/zod.ts, and type imports anywhere', async () => {
    expect(
      await zodErrors('src/api/zod.ts', "import { z } from 'zod';\nexport const s = z.string();\n"),
    ).toEqual([]);
    expect(
      await zodErrors(
        'src/components/planted.ts',
        "import type { z } from 'zod';\nexport type S = z.ZodString;\n",
      ),
    ).toEqual([]);
  });
});
