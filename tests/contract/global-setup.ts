// Starts the mock kit once for the contract tests of both projects (on free ports, so a running
// `npm start` does not collide), and prints which operations of the contract no contract test called.
import type { TestProject } from 'vitest/node';
import { startMockKit, type MockKit } from '../../mocks/kit';
import { CONTRACT_REQUEST_LOG } from '../../scripts/coverage-logs';
import { operations } from '../helpers/spec';

declare module 'vitest' {
  export interface ProvidedContext {
    mockApiUrl: string;
    companionUrl: string;
  }
}

/**
 * The kit both contract projects (`contract`, `contract:isolated`) share: each project runs this
 * set-up, in the one main process, and the last to tear down stops the kit.
 */
interface SharedKit {
  kit: Promise<MockKit>;
  projects: number;
}
const SHARED = Symbol.for('zmarket.contract.mockKit');
const registry = globalThis as { [SHARED]?: SharedKit };

async function startKit(): Promise<MockKit> {
  const started = performance.now();
  // Each request, tagged with its test, for the operation-status coverage (scripts/coverage-report.ts).
  const kit = await startMockKit({ apiPort: 0, companionPort: 0, requestLog: CONTRACT_REQUEST_LOG });
  console.log(
    `contract: mock kit ready in ${Math.round(performance.now() - started)} ms (${kit.api.url}, ${kit.companion.url})`,
  );
  return kit;
}

export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { kit: startKit(), projects: 0 });
  shared.projects += 1;
  const kit = await shared.kit;
  project.provide('mockApiUrl', kit.api.url);
  project.provide('companionUrl', kit.companion.url);

  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete registry[SHARED];
    const all = operations().map((entry) => entry.operation.operationId);
    const missed = all.filter((operationId) => !kit.api.hits.has(operationId));
    console.log(
      `contract coverage: ${all.length - missed.length}/${all.length} operations called by contract tests, hand-built requests included ` +
        '(through the app: npm run coverage:report)' +
        (missed.length ? `; not called: ${missed.join(', ')}` : ''),
    );
    await kit.close();
    if (missed.length > 0 && process.env.CONTRACT_COVERAGE_GATE === '1') {
      throw new Error(`contract coverage gate: ${missed.length} operations have no contract test`);
    }
  };
}
