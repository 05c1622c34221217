// `npm run bench:size`: the JavaScript (gzip) a marketing page's server-rendered document loads
// before the page is interactive (scripts/lib/first-page.ts): what the document names (the entry and
// the chunks it imports, as the production server puts them in: server/manifest.ts), and the
// marketing route's chunks the router loads as it hydrates the page (its component, not its loader:
// the loader's data is in the document). Lazy chunks are not counted. Fails above the budget, or
// when Sentry or socket.io is in that set, or when the site's CSS is above its own budget.
//
// It measures the build in dist/client, or in SIZE_DIST, and says which kind it is. A mock-kit build
// (`npm run build:mock`: VITE_MOCK_SCENARIOS=on) carries the mock scenario switch, which a
// production build drops. `npm run bench:size -- --production` measures a production build instead,
// built for it into a temporary directory (a few seconds): .env.mock's VITE_ variables without
// VITE_MOCK_SCENARIOS, and VITE_APP_ENV=prod. By hand, the same:
//   env $(grep '^VITE_' .env.mock | grep -v -e '^VITE_MOCK_SCENARIOS=' -e '^VITE_APP_ENV=') \
//     VITE_APP_ENV=prod npx vite build --outDir /tmp/size-prod --emptyOutDir
//   SIZE_DIST=/tmp/size-prod npm run bench:size
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import {
  firstPageScripts,
  isMockKitBuild,
  productionBuildEnv,
  type ViteManifestChunk,
} from './lib/first-page';
import { repoRoot } from './lib/paths';

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 150);

/** Builds the browser's production build into a temporary directory (removed on exit). */
function buildProduction(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-size-'));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const { VITE_MOCK_SCENARIOS: _, ...inherited } = process.env;
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...inherited, ...productionBuildEnv(loadEnv('mock', repoRoot, 'VITE_')) },
    },
  );
  return outDir;
}

// SIZE_DIST: another build's client directory (default dist/client).
const dist = process.argv.includes('--production')
  ? buildProduction()
  : (process.env.SIZE_DIST ?? path.join(repoRoot, 'dist/client'));
const FORBIDDEN = ['node_modules/@sentry', 'node_modules/socket.io-client', 'node_modules/engine.io-client'];
// Every marketing URL is this route's (its only parent is the root route, which is not split).
const MARKETING_ROUTE = { id: '/$', file: 'src/routes/$.tsx' };

let manifest: Record<string, ViteManifestChunk>;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteManifestChunk
  >;
} catch {
  console.error(
    `${path.join(dist, '.vite/manifest.json')} is missing: run \`npm run build:mock\` (or \`npm run build\`) first.`,
  );
  process.exit(1);
}

const { document, hydration } = firstPageScripts(manifest, MARKETING_ROUTE);
// The route's component is either in a split chunk of its own (hydration) or, not split, in the
// entry with the route: then the document's scripts hold it.
if (document.length === 0) {
  console.error("could not find the document's scripts in the manifest");
  process.exit(1);
}

const files = [...document, ...hydration];
let total = 0;
let brotli = 0;
const rows: [string, number][] = [];
const offenders: string[] = [];
for (const file of files) {
  const code = readFileSync(path.join(dist, file));
  const gzip = gzipSync(code, { level: 9 }).length;
  total += gzip;
  brotli += brotliCompressSync(code).length;
  rows.push([file, gzip]);
  try {
    const sources = (
      JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }
    ).sources;
    for (const forbidden of FORBIDDEN)
      if (sources.some((source) => source.includes(forbidden)))
        offenders.push(`${file} contains ${forbidden}`);
  } catch {
    // Bundler runtime helpers come without maps; they hold no package code.
    offenders.push(`${file} has no source map to check`);
  }
}

rows.sort((a, b) => b[1] - a[1]);
console.log("bench:size — the JavaScript a marketing page's document loads (gzip -9)");
console.log(
  `  measured: ${dist} — ${
    isMockKitBuild(manifest)
      ? 'a mock-kit build (VITE_MOCK_SCENARIOS=on): its mock scenario switch is counted; a production build has less (this file’s header says how to measure one)'
      : 'a production build (no mock scenario switch)'
  }`,
);
// Lazy chunks are named by their hash alone (vite.config.ts): the manifest has their names.
const names = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name]));
for (const [file, gzip] of rows)
  console.log(
    `  ${(gzip / 1024).toFixed(1).padStart(6)} kB  ${file}${names.get(file) ? ` (${names.get(file)})` : ''}${hydration.includes(file) ? '  (hydration)' : ''}`,
  );
console.log(`  total ${(total / 1024).toFixed(1)} kB in ${files.length} files; budget ${BUDGET_KB} kB`);
console.log(`  brotli (quality 11): ${(brotli / 1024).toFixed(1)} kB`);
const lazy = Object.values(manifest).filter(
  (chunk) => chunk.src?.includes('sentry') || chunk.file.includes('sentry'),
);
if (lazy.length) console.log(`  (lazy, not counted: ${lazy.map((chunk) => chunk.file).join(', ')})`);
const missingMaps = offenders.filter((line) => line.endsWith('has no source map to check'));
const found = offenders.filter((line) => !missingMaps.includes(line));
if (found.length) {
  console.error(`must not be in the first page's JavaScript, but found:\n  ${found.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `  Sentry and socket.io: not in it (checked in the source maps of ${files.length - missingMaps.length} files; ${missingMaps.length} runtime helpers have none)`,
  );
}
// The site's styles: one sheet (cssCodeSplit off), render-blocking, so it is kept small.
const CSS_BUDGET_KB = Number(process.env.CSS_BUDGET_KB ?? 12);
let cssGzip = 0;
const sheets = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.css'));
for (const sheet of new Set(sheets))
  cssGzip += gzipSync(readFileSync(path.join(dist, sheet)), { level: 9 }).length;
console.log(
  `  CSS: ${(cssGzip / 1024).toFixed(1)} kB gzip in ${new Set(sheets).size} file(s); budget ${CSS_BUDGET_KB} kB`,
);
if (cssGzip / 1024 > CSS_BUDGET_KB) {
  console.error(`CSS over budget: ${(cssGzip / 1024).toFixed(1)} kB > ${CSS_BUDGET_KB} kB`);
  process.exitCode = 1;
}
if (total / 1024 > BUDGET_KB) {
  console.error(`over budget: ${(total / 1024).toFixed(1)} kB > ${BUDGET_KB} kB`);
  process.exitCode = 1;
}
