import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';
const CONTRACT = 'tests/contract';

/** A test file that replaces a module (`vi.mock`: a module another file imported first would keep the real one). */
const MODULE_MOCK = /\bvi\.(do)?[mM]ock\(/;
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => {
      const name = path.posix.join(dir, file.split(path.sep).join('/'));
      return { name, source: readFileSync(name, 'utf8') };
    });

/**
 * The test files of `dir` that need a fresh module graph and globals of their own: those with
 * module mocks and those that run in a DOM (jsdom's document, its cookies and listeners, would
 * outlive the file).
 */
const ownWorldIn = (dir: string) =>
  testFiles(dir).filter(
    ({ source }) => MODULE_MOCK.test(source) || source.includes('@vitest-environment jsdom'),
  );
const unitOwnWorld = ownWorldIn(UNIT);
const ownWorld = unitOwnWorld.map(({ name }) => name);
/**
 * Of those, the component tests without module mocks (.tsx, rendered with Testing Library, which
 * unmounts what a test rendered after it) share one DOM per worker: a jsdom costs over a second to
 * build here, more than most of these files take to run.
 */
const sharedDom = unitOwnWorld
  .filter(({ name, source }) => name.endsWith('.tsx') && !MODULE_MOCK.test(source))
  .map(({ name }) => name);
const contractOwnWorld = ownWorldIn(CONTRACT).map(({ name }) => name);

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
    // One worker per core (Vitest's default leaves one core to its main process, which mostly waits):
    // on a 2-core machine the unit run takes 180 s instead of 245 s.
    maxWorkers: availableParallelism(),
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
