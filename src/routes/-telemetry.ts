// A page-view event on every navigation, and web vitals per page view.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { sendWebVitals } from '../api';
import { loadWebVitals } from '../lib/monitoring';
import { deepestPageInfo } from '../utils/page-info';

export function useTelemetry(): void {
  const router = useRouter();
  const lastTracked = useRef<string | undefined>(undefined);

  useEffect(() => {
    const { analytics, api } = router.options.context;
    const track = () => {
      // The public path, with /en when English: what the visitor sees.
      const path = window.location.pathname;
      const key = `${path}${window.location.search}`;
      if (router.state.status !== 'idle' || lastTracked.current === key) return;
      const first = lastTracked.current === undefined;
      lastTracked.current = key;
      const page = deepestPageInfo(router.state.matches);
      analytics.trackPageView({
        path,
        pageType: page?.pageType ?? 'other',
        jobTypeId: page?.jobTypeId ?? null,
        proUserId: page?.proUserId ?? null,
      });
      if (!first) void webVitals.then((module) => module.resetForNavigation());
    };
    // Web vitals load in their own chunk; they measure the page from its start all the same.
    const webVitals = loadWebVitals().then((module) => {
      module.startWebVitals({
        pathname: () => window.location.pathname,
        // LCP often arrives as the page is hidden: keepalive lets the beacon outlive it.
        send: (beacon) => sendWebVitals(api, beacon),
      });
      return module;
    });
    track();
    return router.subscribe('onResolved', track);
  }, [router]);
}
