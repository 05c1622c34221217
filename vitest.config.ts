import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';
const CONTRACT = 'tests/contract';

/**
 * The test files of `dir` that need a fresh module graph and globals of their own: those that
 * replace a module (`vi.mock`: a module another file imported first would keep the real one) and
 * those that run in a DOM (jsdom's document, its cookies and listeners, would outlive the file).
 */
const ownWorldIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(do)?[mM]ock\(|@vitest-environment jsdom/.test(readFileSync(file, 'utf8')));
const ownWorld = ownWorldIn(UNIT);
/**
 * Of those, the component tests without module mocks (.tsx, rendered with Testing Library, which
 * unmounts what a test rendered after it) share one DOM per worker: a jsdom costs over a second to
 * build here, more than most of these files take to run.
 */
const sharedDom = ownWorld.filter(
  (file) => file.endsWith('.tsx') && !/\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
);
const contractOwnWorld = ownWorldIn(CONTRACT);

const unit = {
  environment: 'node',
  testTimeout: 60_000,
  pool: 'threads',
  // What a test changes on shared globals is undone after it: spies, stubbed globals and env.
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

const contract = {
  include: [`${CONTRACT}/**/*.test.ts`],
  environment: 'node' as const,
  // One mock kit serves both groups (the set-up starts it once); files run one after another so the
  // captured sinks (error reports, beacons) one test reads are not filled by another.
  globalSetup: [`${CONTRACT}/global-setup.ts`],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  sequence: { groupOrder: 0 },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          include: [`${UNIT}/**/*.test.{ts,tsx}`],
          exclude: ownWorld,
          // The files of a worker share its module graph instead of importing everything anew per
          // file: the unit run takes half the CPU time.
          isolate: false,
        },
      },
      {
        test: {
          ...unit,
          name: 'unit:isolated',
          include: ownWorld.filter((file) => !sharedDom.includes(file)),
        },
      },
      {
        test: { ...unit, name: 'unit:dom', include: sharedDom, environment: 'jsdom', isolate: false },
      },
      // The contract tests, in two groups run one after the other: the files without module mocks
      // share one module graph (half the time of importing the app's API layer per file), then those
      // with them, each in its own.
      {
        test: { ...contract, name: 'contract', exclude: contractOwnWorld, isolate: false },
      },
      {
        test: {
          ...contract,
          name: 'contract:isolated',
          include: contractOwnWorld,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
