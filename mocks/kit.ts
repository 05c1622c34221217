// The mock kit in one process: the Prism-based API on :4010 and the companion on :4011.
import { buildDataset, DEFAULT_SEED } from '../fixtures/dataset';
import { createMockKit } from './behaviour';
import { startCompanion, type Companion, type SinkKind } from './companion';
import { loadContract } from './mock-spec';
import { startPrismServer, type MockServer } from './prism-server';

export interface MockKit {
  api: MockServer;
  companion: Companion;
  close: () => Promise<void>;
}

const BEACON_SINKS: Record<string, SinkKind> = { sendWebVitals: 'webVitals', sendAnalyticsEvents: 'analytics' };

export async function startMockKit(options: {
  seed?: number;
  host?: string;
  apiPort?: number;
  companionPort?: number;
  verbose?: boolean;
} = {}): Promise<MockKit> {
  const dataset = buildDataset(options.seed ?? DEFAULT_SEED);
  const { examples, behaviour } = createMockKit(dataset);
  const tokens = new Map(Object.values(dataset.sessions).map((session) => [session.auth.token, session.auth.uid]));
  const companion = await startCompanion({ host: options.host, port: options.companionPort ?? 4011, tokens });
  try {
    const api = await startPrismServer({
      spec: loadContract(),
      examples,
      host: options.host,
      port: options.apiPort ?? 4010,
      verbose: options.verbose,
      behaviour: {
        ...behaviour,
        onAccepted: (context) => {
          const sink = BEACON_SINKS[context.operationId];
          if (sink) companion.sinks.add(sink, context.body);
        },
      },
    });
    return { api, companion, close: async () => void (await Promise.all([api.close(), companion.close()])) };
  } catch (error) {
    await companion.close();
    throw error;
  }
}
