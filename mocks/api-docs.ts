// The browsable API reference of the contract (Redoc), as the companion serves it at /api-docs/
// while the mock kit runs, and as `npm run docs` writes it for static hosting: one page, the bundled
// contract beside it, and Redoc's standalone bundle (no CDN: the page works offline).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The files of the reference, by name: index.html, openapi.json, redoc.standalone.js. */
export function apiDocsFiles(): Record<string, { type: string; body: () => Buffer | string }> {
  const contract = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../generated/openapi.json');
  const title = (JSON.parse(readFileSync(contract, 'utf8')) as { info: { title: string } }).info.title;
  return {
    'index.html': {
      type: 'text/html; charset=utf-8',
      body: () =>
        [
          '<!doctype html>',
          '<html lang="en">',
          '<head>',
          '<meta charset="utf-8">',
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
          `<title>${title} — API reference</title>`,
          '<style>body { margin: 0; }</style>',
          '</head>',
          '<body>',
          '<redoc spec-url="openapi.json" expand-responses="200,201" required-props-first="true"></redoc>',
          '<script src="redoc.standalone.js"></script>',
          '</body>',
          '</html>',
          '',
        ].join('\n'),
    },
    'openapi.json': { type: 'application/json', body: () => readFileSync(contract) },
    'redoc.standalone.js': {
      type: 'text/javascript; charset=utf-8',
      body: () => readFileSync(require.resolve('redoc/bundles/redoc.standalone.js')),
    },
  };
}
