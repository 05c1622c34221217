import { describe, expect, it } from 'vitest';
import { createWebVitalsCollector } from '../../../../src/lib/monitoring/web-vitals-collector';
import { device, metric } from './web-vitals-fakes';

describe('createWebVitalsCollector', () => {
  it('a send that throws does not break the page', () => {
    const collector = createWebVitalsCollector({
      pathname: () => '/home',
      send: () => {
        throw new Error('offline');
      },
      device: () => device,
    });
    expect(() => collector.handleMetric(metric('LCP', 1000))).not.toThrow();
  });
});
