import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';

/**
 * The unit files that need a fresh module graph and globals of their own: those that replace a
 * module (`vi.mock`: a module another file imported first would keep the real one) and those that
 * run in a DOM (jsdom's document, its cookies and listeners, would outlive the file).
 */
const ownWorld = readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join(UNIT, file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?[mM]ock\(|@vitest-environment jsdom/.test(readFileSync(file, 'utf8')));

const unit = {
  environment: 'node',
  testTimeout: 60_000,
  pool: 'threads',
  // What a test changes on shared globals is undone after it: spies, stubbed globals and env.
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

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
        test: { ...unit, name: 'unit:isolated', include: ownWorld },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One mock kit serves every file; files run one after another so the captured sinks
          // (error reports, beacons) one test reads are not filled by another.
          fileParallelism: false,
        },
      },
    ],
  },
});
