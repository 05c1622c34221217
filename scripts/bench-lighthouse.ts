// `npm run bench:lighthouse` (through scripts/bench-lighthouse-launch.ts, which picks a Node 22 for it): Lighthouse 13 (mobile preset, this machine's Chromium) against the
// production-like preview (mock kit + the server-rendering production server of dist/) on a job-type page, a city page,
// a pro profile and the start page; prints the four category scores per page against the goal (95 each).
// The goal is a goal, not a test: the exit code is non-zero only when a run fails, or with
// `--strict` when a score is below the goal. Builds dist/ first when it is missing or older than
// the sources. Every process it starts (the preview stack, Chromium) is stopped by its pid.
// Options: --strict, --page <path> (repeatable, replaces the default pages), --runs <n> (audits
// per page, default 3: the run with the median performance score is the one shown, since one run
// moves by several points with the machine's load), --json <file> (the scores), --report-dir
// <dir> (each page's full Lighthouse report of that run, JSON, to see why a score is low).
// For figures like a Japanese user's phone, the machine needs a Japanese font (Debian:
// fonts-noto-cjk): without one, every glyph's font fallback makes layout several times slower.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildDataset } from '../fixtures/dataset';
import { repoRoot } from './lib/paths';
import { freePort } from './lib/ports';

// Lighthouse and chrome-launcher are bench/lighthouse's packages (its own lockfile, installed by
// scripts/bench-lighthouse-launch.ts on the first run), not the project's: ~90 packages the app,
// its tests and CI never load. What this benchmark reads of them is typed here.
interface LighthouseReport {
  lighthouseVersion: string;
  environment: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Partial<Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Partial<
    Record<
      string,
      {
        score: number | null;
        scoreDisplayMode: string;
        displayValue?: string;
        numericValue?: number;
        details?: { items?: unknown[] };
      }
    >
  >;
}
/** An item of the long-tasks audit: a main-thread task over 50 ms, in simulated time. */
interface LongTask {
  url?: string;
  startTime?: number;
  duration?: number;
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseReport } | undefined>;
interface LaunchedChrome {
  port: number;
  kill: () => void;
}
interface ChromeLauncher {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
}
const benchPackages = createRequire(path.join(repoRoot, 'bench/lighthouse/package.json'));
const load = async <Module>(name: string): Promise<Module> =>
  (await import(pathToFileURL(benchPackages.resolve(name)).href)) as Module;
const { default: lighthouse } = await load<{ default: Lighthouse }>('lighthouse');
const chromeLauncher = await load<ChromeLauncher>('chrome-launcher');

const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const option = (name: string): string[] =>
  args.flatMap((arg, index) => (arg === name && args[index + 1] ? [args[index + 1]!] : []));

function defaultPages(): { name: string; path: string }[] {
  const dataset = buildDataset();
  const pro = dataset.pros.find((candidate) => !candidate.profile.isItp) ?? dataset.pros[0];
  if (!pro) throw new Error('the fixture data set has no pro');
  return [
    { name: 'job type', path: '/home/cleaning/house-cleaning' },
    { name: 'city', path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku' },
    { name: 'pro profile', path: `/profile/${pro.profile.slug}/pro` },
    { name: 'start', path: '/start' },
  ];
}
const runs = Number(option('--runs')[0] ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1 (got ${option('--runs')[0]})`);
  process.exit(2);
}
const pages = option('--page').length
  ? option('--page').map((pagePath) => ({ name: pagePath, path: pagePath }))
  : defaultPages();

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

function run(command: string, commandArgs: string[]): Promise<number> {
  const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function buildIfNeeded(): Promise<void> {
  const built = path.join(repoRoot, 'dist/server/server.js');
  const sources = ['src', 'server', 'public', 'vite.config.ts'].map((entry) =>
    newestMtime(path.join(repoRoot, entry)),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('[bench] dist/ is missing or older than the sources: npm run build:mock');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  for (const extra of [[], ['--ssr']]) {
    const code = await run(process.execPath, [vite, 'build', '--mode', 'mock', ...extra]);
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    // dev.ts stops the mock kit and the server on SIGTERM; SIGKILL only if it hangs.
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid, 'SIGTERM');
  });
}

async function startPreview(): Promise<{ child: ChildProcess; origin: string }> {
  const [api, companion, preview] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--preview'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MOCK_API_PORT: String(api),
      MOCK_COMPANION_PORT: String(companion),
      PREVIEW_PORT: String(preview),
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${preview}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the preview stack stopped:\n${log}`);
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`the preview stack was not ready within 120 s:\n${log}`);
    }
    try {
      // Ready means the app answers and the mock behind its /api proxy does too.
      const [app, mock] = await Promise.all([fetch(`${origin}/`), fetch(`${origin}/api/job-categories`)]);
      if (app.ok && mock.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, origin };
}

/**
 * Loads each page once before it is audited. The mock answers an operation's first call slowly
 * (Prism compiles its validators then); a real backend is warm, and Lighthouse's simulation takes
 * each request's server time from what it observed, so a cold mock would be measured as the app's.
 * Lighthouse clears the origin's cache and storage before its own load: only the server is warm.
 */
async function warmUp(port: number, urls: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.close();
  } finally {
    // Disconnects only: the Chromium is chrome-launcher's, stopped in cleanUp.
    await browser.close();
  }
}

type Scores = Record<Category, number | null>;
interface PageResult {
  name: string;
  url: string;
  scores: Scores;
  /** The failing audits of each category below the goal (id and score), most weighty first. */
  findings: Partial<Record<Category, string[]>>;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: Record<string, string>;
  /** The performance score of every run of the page, in run order. */
  performanceRuns?: (number | null)[];
  /** Total blocking time (ms) of every run of the page, in run order. */
  blockingRuns?: (number | null)[];
  /**
   * The longest main-thread tasks of the run shown (simulated: the 4× CPU slowdown applied), each
   * as `duration ms at start ms (script)`: where the blocking time comes from.
   */
  longTasks: string[];
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

let lighthouseVersion = '';
/** How many of the median run's longest tasks are printed per page. */
const LONG_TASKS_SHOWN = 6;
/** A long task's script as a short name: the asset's file name, the page itself, or Lighthouse's label. */
function scriptName(url: string | undefined): string {
  if (!url) return 'unattributed';
  if (!/^https?:/.test(url)) return url;
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : `document ${pathname}`;
}
// Chromium's benchmark index per run: with other work on the machine it drops, and the
// performance score (simulated throttling scales the observed CPU time) drops with it.
const benchmarkIndexes: number[] = [];

/** One Lighthouse run: its figures, and its full report (JSON) for --report-dir. */
async function audit(
  url: string,
  port: number,
): Promise<{ result: Omit<PageResult, 'name' | 'url'>; blocking: number | null; report: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Only the scores are needed: the full-page screenshot only makes the report bigger.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  if (typeof lhr.environment.benchmarkIndex === 'number')
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Scores;
  const findings: PageResult['findings'] = {};
  for (const category of CATEGORIES) {
    const score = scores[category];
    if (score !== null && score >= GOAL) continue;
    const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
    findings[category] = refs.flatMap((ref) => {
      const item = lhr.audits[ref.id];
      if (!item || item.score === null || item.score >= 0.9) return [];
      if (item.scoreDisplayMode === 'notApplicable' || item.scoreDisplayMode === 'informative') return [];
      const value = item.displayValue ? ` ${item.displayValue}` : '';
      return [`${ref.id} (${Math.round(item.score * 100)}${value})`];
    });
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? 'n/a']),
  );
  const blocking = lhr.audits[METRICS.TBT]?.numericValue;
  const longTasks = ((lhr.audits['long-tasks']?.details?.items ?? []) as LongTask[])
    .filter((task) => typeof task.duration === 'number')
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, LONG_TASKS_SHOWN)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${scriptName(task.url)})`,
    );
  return {
    result: { scores, findings, metrics, longTasks },
    blocking: typeof blocking === 'number' ? Math.round(blocking) : null,
    report: JSON.stringify(lhr),
  };
}

/**
 * Lighthouse's runtime errors of a load that went wrong in the browser rather than on the page
 * (seen here: NO_NAVSTART now and then on a busy machine, the next run fine): such a run is tried
 * once more.
 */
const TRANSIENT = /^Lighthouse: (NO_NAVSTART|PROTOCOL_TIMEOUT)\b/;

async function auditOnceMore(url: string, port: number): ReturnType<typeof audit> {
  try {
    return await audit(url, port);
  } catch (error) {
    if (!(error instanceof Error) || !TRANSIENT.test(error.message)) throw error;
    console.log(`[bench] ${error.message.split('\n')[0]}: running it once more`);
    return audit(url, port);
  }
}

function printTable(results: PageResult[]): string[] {
  const header = ['page', ...CATEGORIES];
  const rows = results.map((result) => [
    result.name,
    ...CATEGORIES.map((category) => {
      const score = result.scores[category];
      if (score === null) return 'n/a';
      return score >= GOAL ? `${score}` : `${score} < ${GOAL}`;
    }),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\nLighthouse ${lighthouseVersion} · mobile preset · goal ${GOAL} in each category\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nperformance metrics of the median run (${runs} run(s) per page; simulated mobile: 4× CPU slowdown, slow 4G):`,
  );
  for (const result of results)
    console.log(
      `  ${result.name.padEnd(widths[0] ?? 0)}  ${Object.entries(result.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(' · ')}${
        result.performanceRuns && runs > 1
          ? ` (performance per run: ${result.performanceRuns.join(', ')}; TBT per run, ms: ${(result.blockingRuns ?? []).join(', ')})`
          : ''
      }`,
    );
  console.log('\nlongest main-thread tasks of that run (simulated; each over 50 ms adds to TBT):');
  for (const result of results)
    console.log(
      `  ${result.name.padEnd(widths[0] ?? 0)}  ${result.longTasks.length ? result.longTasks.join(' · ') : 'none'}`,
    );
  const [load1] = loadavg();
  console.log(
    `\nmachine: ${cpus().length} cores, load average ${load1?.toFixed(1) ?? '?'}; Chromium benchmark index ` +
      `${benchmarkIndexes.map((index) => Math.round(index)).join(', ')} (performance scores drop when the machine is busy)`,
  );
  const misses: string[] = [];
  for (const result of results) {
    for (const category of CATEGORIES) {
      const score = result.scores[category];
      if (score !== null && score >= GOAL) continue;
      misses.push(`${result.name} · ${category}: ${score ?? 'n/a'}`);
      const detail = result.findings[category] ?? [];
      console.log(
        `\nbelow goal — ${result.name} (${result.url}) · ${category} ${score ?? 'n/a'}:` +
          (detail.length ? `\n  ${detail.slice(0, 8).join('\n  ')}` : ' (no single failing audit)'),
      );
    }
  }
  console.log(
    misses.length
      ? `\n${misses.length} score(s) below the goal of ${GOAL}.`
      : `\nEvery score meets the goal of ${GOAL}.`,
  );
  return misses;
}

let preview: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;
let exitCode = 0;
const cleanUp = async () => {
  // Chromium first (it holds connections to the preview), then the preview stack.
  if (chrome) chrome.kill();
  chrome = undefined;
  if (preview) await stop(preview);
  preview = undefined;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
// An error outside the awaited chain (chrome-launcher emits some as events) must not leave the
// preview stack running.
process.on('uncaughtException', (error) => {
  console.error(`[bench] run failed: ${error.message}`);
  void cleanUp().then(() => process.exit(2));
});

/** Whether fontconfig knows a font with Japanese glyphs (null: fc-list is not there to ask). */
function hasJapaneseFont(): boolean | null {
  const answer = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (answer.error) return null;
  return answer.stdout.trim().length > 0;
}

try {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  if (hasJapaneseFont() === false)
    console.warn(
      '[bench] warning: no Japanese font on this machine (Debian: apt-get install fonts-noto-cjk). The pages ' +
        "lay out several times slower than on a Japanese user's phone, and performance scores come out low.",
    );
  await buildIfNeeded();
  const stack = await startPreview();
  preview = stack.child;
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // Offline machine: no update checks, sync or other background traffic out of Chromium.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--no-first-run',
    ],
  });
  await warmUp(
    chrome.port,
    pages.map((page) => `${stack.origin}${page.path}`),
  );
  const reportDir = option('--report-dir')[0];
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${stack.origin}${page.path}`;
    console.log(`[bench] ${page.name}: ${url}`);
    const reportFile = reportDir
      ? path.join(reportDir, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`)
      : undefined;
    const audits: Awaited<ReturnType<typeof audit>>[] = [];
    for (let run = 0; run < runs; run += 1) audits.push(await auditOnceMore(url, chrome.port));
    const median = [...audits].sort(
      (a, b) => (a.result.scores.performance ?? 0) - (b.result.scores.performance ?? 0),
    )[Math.floor((audits.length - 1) / 2)]!;
    if (reportFile) writeFileSync(reportFile, median.report);
    results.push({
      name: page.name,
      url,
      ...median.result,
      performanceRuns: audits.map((run) => run.result.scores.performance),
      blockingRuns: audits.map((run) => run.blocking),
    });
  }
  const misses = printTable(results);
  const jsonFile = option('--json')[0];
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ goal: GOAL, results }, null, 2)}\n`);
  if (strict && misses.length) exitCode = 1;
} catch (error) {
  console.error(`[bench] run failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await cleanUp();
}
process.exit(exitCode);
