// `npm run gen`: regenerate generated/ from openapi/.
// `npm run gen:check`: fail when generated/ differs from what openapi/ produces now.
// GEN_SPEC_ROOT and GEN_OUT_DIR point both at other places (the drift tests use them).
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generate } from './lib/generate';
import { defaultSpecRoot, generatedDir } from './lib/paths';

const specRoot = process.env.GEN_SPEC_ROOT ? path.resolve(process.env.GEN_SPEC_ROOT) : defaultSpecRoot;
const outDir = process.env.GEN_OUT_DIR ? path.resolve(process.env.GEN_OUT_DIR) : generatedDir;
const check = process.argv.includes('--check');

const files = await generate(specRoot);
const onDisk = new Set(
  (await readdir(outDir).catch(() => [] as string[])).filter((name) => !name.startsWith('.')),
);
const elapsed = () => `${Math.round(performance.now())} ms since start`;

if (check) {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const current = await readFile(path.join(outDir, name), 'utf8').catch(() => undefined);
    if (current === undefined) problems.push(`${name} is missing`);
    else if (current !== content) problems.push(`${name} differs from what openapi/ produces`);
    onDisk.delete(name);
  }
  for (const stray of onDisk) problems.push(`${stray} is not produced by the generator`);
  if (problems.length > 0) {
    console.error(
      `generated/ is stale or was edited by hand:\n- ${problems.join('\n- ')}\nRun \`npm run gen\` and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`generated/ matches openapi/ (${files.size} files, checked in ${elapsed()})`);
  }
} else {
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of files) await writeFile(path.join(outDir, name), content);
  for (const stray of onDisk) if (!files.has(stray)) await rm(path.join(outDir, stray));
  console.log(`generated ${[...files.keys()].join(', ')} in ${elapsed()}`);
}
