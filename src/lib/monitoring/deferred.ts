// Analytics and experiments load after the first paint, in their own chunks; until then, calls
// queue and replay in order. The first page's JavaScript stays within budget (bench:size).
import type { ApiClient } from '../../api';
import type { Analytics } from './analytics';
import type { Experiments, ExperimentsOptions } from './experiments';

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });

export function deferredAnalytics(api: ApiClient): Analytics {
  let real: Analytics | undefined;
  const queue: ((analytics: Analytics) => void)[] = [];
  const loading = afterFirstPaint()
    .then(() => import('./analytics'))
    .then(({ createAnalytics }) => {
      real = createAnalytics({ api });
      for (const call of queue.splice(0)) call(real);
      return real;
    });
  const call = (action: (analytics: Analytics) => void) => (real ? action(real) : void queue.push(action));
  return {
    track: (event) => call((analytics) => analytics.track(event)),
    trackPageView: (page) => call((analytics) => analytics.trackPageView(page)),
    trackConversion: (goal, properties) => call((analytics) => analytics.trackConversion(goal, properties)),
    trackExposure: (experimentId, variant) =>
      call((analytics) => analytics.trackExposure(experimentId, variant)),
    flush: async (options) => (await loading).flush(options),
    dispose: async () => (await loading).dispose(),
  };
}

/**
 * Experiments, loaded on first use with the visitor's anonymous id (a loader awaits them before
 * showing a variant).
 */
export function deferredExperiments(
  options: Omit<ExperimentsOptions, 'anonymousId'>,
): () => Promise<Experiments> {
  let experiments: Promise<Experiments> | undefined;
  return () =>
    (experiments ??= Promise.all([
      import('./experiments'),
      import('./anonymous-id').then((module) => module.getAnonymousId()),
    ]).then(([{ createExperiments }, anonymousId]) => createExperiments({ ...options, anonymousId })));
}
