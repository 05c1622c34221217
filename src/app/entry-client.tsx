// The browser's entry: the app's services (session, monitoring, analytics: browser-only), then the
// server-rendered document hydrated in place. The router restores the server's matches, queries
// and texts from the page (no loader runs again, no query is fetched again) before React hydrates.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readConfig } from '../lib/config';
import { languageFromPath } from '../lib/i18n';
import { initMonitoring, reportError } from '../lib/monitoring';
import { createAppRouter } from './router';
import { createServices } from './services';
import './tokens.css';
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

// Hydrated at once, not as a transition: a sliced hydration lets the router's state move between
// slices, and the document the server sent no longer matches what resumes (React error 418, seen
// in the end-to-end run on pages the browser renders from the server's document).
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
