import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { parseAppEnv } from './scripts/lib/app-env';

const MOCK_API = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? '4010'}`;
const MOCK_COMPANION = `http://127.0.0.1:${process.env.MOCK_COMPANION_PORT ?? '4011'}`;
const APP_PORT = Number(process.env.APP_PORT ?? 5173);
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);

// The mock kit serves the contract at its root; the app calls it under /api. Sentry envelopes
// (DSN `same-origin`) go to the companion's sink, and so do the fixtures' images.
const proxy = {
  '^/api/\\d+/envelope/': { target: MOCK_COMPANION, changeOrigin: true },
  '/api': { target: MOCK_API, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/socket.io': { target: MOCK_COMPANION, ws: true, changeOrigin: true },
  '/mock-assets': { target: MOCK_COMPANION, changeOrigin: true },
};

export default defineConfig(({ command, mode }) => {
  // A build for deployment must be configured; the dev server runs against the mock kit.
  if (command === 'build') parseAppEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
    ],
    server: { host: '127.0.0.1', port: APP_PORT, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true, proxy },
    build: {
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          postBanner: (chunk) =>
            chunk.name === 'framework' || chunk.isEntry ? '//# allFunctionsCalledOnLoad\n' : '',
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|i18next|react-i18next|openapi-fetch)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
