// The beacons (openapi/paths/telemetry.yaml): Prism answers them from the contract, and what each
// carried goes to a sink of the companion server, where tests and developers read it.
import type { SinkKind } from '../companion';

/** Operation id → the companion sink its accepted request bodies go to. */
export const beaconSinks: Readonly<Record<string, SinkKind>> = {
  sendWebVitals: 'webVitals',
  sendAnalyticsEvents: 'analytics',
};
