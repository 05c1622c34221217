import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ApiContext } from '../api';
import { readConfig } from '../lib/config';
import { languageFromPath } from '../lib/i18n';
import { initMonitoring, reportError } from '../lib/monitoring';
import { createAppRouter } from './router';
import { createServices } from './services';
import './styles.css';

const config = readConfig(import.meta.env, window.location);
const services = createServices(config, languageFromPath(window.location.pathname));
const router = createAppRouter(services);

// Sentry loads after the first paint, in its own chunk.
void initMonitoring({ dsn: config.sentryDsn, environment: config.environment });

// Outside production, end-to-end tests drive the whole report pipeline (SDK, masking, envelope)
// through this hook; production builds do not have it.
if (config.environment !== 'prod') {
  (window as unknown as { __reportError?: typeof reportError }).__reportError = reportError;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <ApiContext.Provider value={services.api}>
            <RouterProvider router={router} />
          </ApiContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
