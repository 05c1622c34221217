// What every route's loader and component can reach through the router context.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { AuthSession } from '../features/auth/store';
import type { ApiClient } from '../api';
import type { AppConfig } from '../lib/config';
import type { Analytics, Experiments } from '../lib/monitoring';

export interface RouterContext {
  config: AppConfig;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
  analytics: Analytics;
  auth: AuthSession;
  /** Loaded on first use: await it in a loader before showing a variant. */
  experiments: () => Promise<Experiments>;
}
