// `npm run docs [-- --out <dir>]`: the contract's API reference as static files (Redoc), for any
// static host: index.html, openapi.json and redoc.standalone.js in docs-dist/api/ unless --out says
// otherwise. While the mock kit runs, the companion serves the same at /api-docs/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiDocsFiles } from '../mocks/api-docs';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs-dist/api' } } });
await mkdir(values.out, { recursive: true });
for (const [name, file] of Object.entries(apiDocsFiles()))
  await writeFile(path.join(values.out, name), file.body());
console.log(`API reference → ${path.join(values.out, 'index.html')}`);
