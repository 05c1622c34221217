// Worker thread of scripts/lib/generate.ts. Both generators load the TypeScript compiler (about
// a second); loading it once here, while the main thread bundles the spec, keeps `npm run gen`
// fast. Plain JS so the worker needs no TS loader.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const [{ default: openapiTS, astToString }, { createClient }] = await Promise.all([
  import('openapi-typescript'),
  import('@hey-api/openapi-ts'),
]);

async function types(document) {
  const ast = await openapiTS(structuredClone(document), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    exportType: true,
    // Types describe the wire: a property with a default may still be absent from a message.
    defaultNonNullable: false,
  });
  return astToString(ast);
}

async function zod(document) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'gen-zod-'));
  try {
    await createClient({
      input: structuredClone(document),
      output: { path: outDir },
      plugins: [{ name: 'zod' }],
      logs: { level: 'silent' },
    });
    return await readFile(path.join(outDir, 'zod.gen.ts'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

parentPort.once('message', async (document) => {
  try {
    // Sequential on purpose: each generator gets a clean copy, and they never race on one object.
    const typesCode = await types(document);
    const zodCode = await zod(document);
    parentPort.postMessage({ ok: true, types: typesCode, zod: zodCode });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.stack : String(error) });
  }
});
