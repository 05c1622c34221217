// `npm run mock`: the mock API (Prism, 127.0.0.1:4010) and the companion (127.0.0.1:4011).
// Options: --seed N (fixture seed; MOCK_SEED), --verbose (log every request), --api-port and
// --companion-port (MOCK_API_PORT, MOCK_COMPANION_PORT). Ctrl-C stops both.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from '../fixtures/constants';
import { startMockKit } from './kit';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: process.env.MOCK_SEED ?? String(DEFAULT_SEED) },
    verbose: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    'api-port': { type: 'string', default: process.env.MOCK_API_PORT ?? '4010' },
    'companion-port': { type: 'string', default: process.env.MOCK_COMPANION_PORT ?? '4011' },
  },
});

const kit = await startMockKit({
  seed: Number(values.seed),
  host: values.host,
  apiPort: Number(values['api-port']),
  companionPort: Number(values['companion-port']),
  verbose: values.verbose,
});
console.log(
  `mock ready in ${Math.round(performance.now())} ms — API ${kit.api.url} (${kit.api.operations.length} operations, seed ${values.seed}), ` +
    `companion ${kit.companion.url} (socket.io, /__mock/push, /__sinks/*)`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await kit.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
