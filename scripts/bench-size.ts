// `npm run bench:size`: the initial JavaScript (gzip) of a marketing route in the production
// build — the entry, the marketing route's chunks, and everything they import statically (lazy
// chunks excluded). Fails above the budget, or when Sentry or socket.io is in that set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { repoRoot } from './lib/paths';

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 150);
// SIZE_DIST: another build's client directory (default dist/client).
const dist = process.env.SIZE_DIST ?? path.join(repoRoot, 'dist/client');
const FORBIDDEN = ['node_modules/@sentry', 'node_modules/socket.io-client', 'node_modules/engine.io-client'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let manifest: Record<string, ManifestChunk>;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
} catch {
  console.error(
    'dist/client/.vite/manifest.json is missing: run `npm run build:mock` (or `npm run build`) first.',
  );
  process.exit(1);
}

function collect(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    collect(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
// The marketing route ($.tsx) is split by the router plugin into loader and component chunks.
const marketing = Object.keys(manifest).filter((key) => key.startsWith('src/routes/$.tsx'));
if (entry.length === 0 || marketing.length === 0) {
  console.error(
    `could not find the entry (${entry.length}) or the marketing route chunks (${marketing.length}) in the manifest`,
  );
  process.exit(1);
}

const chunks = [...collect([...entry, ...marketing])]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'));
const files = [...new Set(chunks)];
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
console.log('bench:size — initial JavaScript of a marketing route (gzip -9)');
for (const [file, gzip] of rows) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} kB  ${file}`);
console.log(`  total ${(total / 1024).toFixed(1)} kB in ${files.length} files; budget ${BUDGET_KB} kB`);
console.log(`  brotli (quality 11): ${(brotli / 1024).toFixed(1)} kB`);
const lazy = Object.values(manifest).filter(
  (chunk) => chunk.src?.includes('sentry') || chunk.file.includes('sentry'),
);
if (lazy.length) console.log(`  (lazy, not counted: ${lazy.map((chunk) => chunk.file).join(', ')})`);
const missingMaps = offenders.filter((line) => line.endsWith('has no source map to check'));
const found = offenders.filter((line) => !missingMaps.includes(line));
if (found.length) {
  console.error(`must not be in the initial chunk, but found:\n  ${found.join('\n  ')}`);
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
