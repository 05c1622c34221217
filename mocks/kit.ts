// The mock kit in one process: the Prism-based API on :4010 and the companion on :4011.
import { Worker } from 'node:worker_threads';
import { DEFAULT_SEED } from '../fixtures/constants';
import type { Dataset } from '../fixtures/dataset';
import { createMockKit } from './behaviour';
import { startCompanion, TEST_ID_HEADER, type Companion } from './companion';
import { loadContract } from './mock-spec';
import { beaconSinks } from './operations/telemetry';
import { loadPrism, startPrismServer, type MockServer } from './prism-server';
import type { ExampleTable } from './types';

export interface MockKit {
  api: MockServer;
  companion: Companion;
  close: () => Promise<void>;
}

function fixturesFromWorker(seed: number): Promise<{ dataset: Dataset; examples: ExampleTable }> {
  const worker = new Worker(new URL('./fixtures-worker.mjs', import.meta.url), { workerData: seed });
  return new Promise<{ dataset: Dataset; examples: ExampleTable }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

export async function startMockKit(
  options: {
    seed?: number;
    host?: string;
    apiPort?: number;
    companionPort?: number;
    verbose?: boolean;
    /** The coverage report's request log (prism/request-log.ts); MOCK_REQUEST_LOG otherwise. */
    requestLog?: string;
  } = {},
): Promise<MockKit> {
  // The fixtures are built on the second core while this thread loads Prism.
  const [{ dataset, examples: prebuilt }, prism] = await Promise.all([
    fixturesFromWorker(options.seed ?? DEFAULT_SEED),
    loadPrism(loadContract()),
  ]);
  const { examples, behaviour } = createMockKit(dataset, prebuilt);
  const tokens = new Map(
    Object.values(dataset.sessions).map((session) => [session.auth.token, session.auth.uid]),
  );
  const companion = await startCompanion({ host: options.host, port: options.companionPort ?? 4011, tokens });
  try {
    const api = await startPrismServer({
      prism,
      examples,
      host: options.host,
      port: options.apiPort ?? 4010,
      verbose: options.verbose,
      requestLog: options.requestLog ?? process.env.MOCK_REQUEST_LOG,
      behaviour: {
        ...behaviour,
        onAccepted: (context) => {
          const sink = beaconSinks[context.operationId];
          if (sink) companion.sinks.add(sink, context.body, context.headers[TEST_ID_HEADER]);
        },
      },
    });
    return { api, companion, close: async () => void (await Promise.all([api.close(), companion.close()])) };
  } catch (error) {
    await companion.close();
    throw error;
  }
}
