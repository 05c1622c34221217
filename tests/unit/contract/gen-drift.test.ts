// `npm run gen:check` fails when generated/ was edited by hand or the spec changed without
// regenerating. Runs the real script against temporary copies. (That it passes on the committed
// tree is `npm test`'s own gen:check step, not repeated here: each run regenerates everything.)
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/spec';

const run = promisify(execFile);

async function genCheck(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/gen.ts', '--check'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function copyOf(folder: string): Promise<string> {
  const target = await mkdtemp(path.join(os.tmpdir(), `drift-${folder}-`));
  await cp(path.join(repoRoot, folder), target, { recursive: true });
  return target;
}

describe('gen:check', () => {
  it('fails when a generated file was edited by hand', async () => {
    const generated = await copyOf('generated');
    const file = path.join(generated, 'zod.ts');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace("z.enum(['ja', 'en'])", "z.enum(['ja', 'en', 'fr'])"),
    );
    const { code, output } = await genCheck({ GEN_OUT_DIR: generated });
    expect(code).toBe(1);
    expect(output).toContain('zod.ts differs from what openapi/ produces');
    expect(output).not.toContain('api.ts differs');
  });

  it('fails when the spec changed without regenerating', async () => {
    const openapi = await copyOf('openapi');
    const file = path.join(openapi, 'components/schemas/common.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('enum: [ja, en]', 'enum: [ja, en, ko]'));
    const { code, output } = await genCheck({ GEN_SPEC_ROOT: path.join(openapi, 'openapi.yaml') });
    expect(code).toBe(1);
    expect(output).toContain('api.ts differs from what openapi/ produces');
    expect(output).toContain('zod.ts differs from what openapi/ produces');
  });
});
