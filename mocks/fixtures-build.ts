// Runs in a worker thread of mocks/kit.ts (entry: fixtures-worker.mjs): builds the fixture data set and the examples table on the second
// core while the main thread loads Prism. One message carries both, so the examples keep
// sharing their objects with the data set.
import { parentPort, workerData } from 'node:worker_threads';
import { buildDataset } from '../fixtures/dataset';
import { createMockKit } from './behaviour';

const dataset = buildDataset(workerData as number);
parentPort?.postMessage({ dataset, examples: createMockKit(dataset).examples });
