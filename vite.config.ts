import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { parseAppEnv } from './scripts/lib/app-env.ts';
import { precompress } from './scripts/lib/precompress.ts';

const MOCK_API = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? '4010'}`;
const MOCK_COMPANION = `http://127.0.0.1:${process.env.MOCK_COMPANION_PORT ?? '4011'}`;

// The mock kit serves the contract at its root; the app calls it under /api. Sentry envelopes
// (DSN `same-origin`) go to the companion's sink, and so do the fixtures' images. (The development
// server, server/dev.ts, runs Vite in middleware mode with this proxy.)
const proxy = {
  '^/api/\\d+/envelope/': { target: MOCK_COMPANION, changeOrigin: true },
  '/api': { target: MOCK_API, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/socket.io': { target: MOCK_COMPANION, ws: true, changeOrigin: true },
  '/mock-assets': { target: MOCK_COMPANION, changeOrigin: true },
  '/mock-widgets': { target: MOCK_COMPANION, changeOrigin: true },
  '/mock-providers': { target: MOCK_COMPANION, changeOrigin: true },
};

// Two builds: the browser's (dist/client: hashed assets and the manifest the server reads) and the
// server's (`--ssr`, dist/server: the render entry and the production server, server/main.ts).
const serverBuild = {
  outDir: 'dist/server',
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: {
    input: { 'entry-server': 'src/app/entry-server.tsx', server: 'server/main.ts' },
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build for deployment must be configured; the dev server runs against the mock kit.
  if (command === 'build') parseAppEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    appType: 'custom',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Each route's loader in a chunk of its own too (by default it stays in the entry, with what
        // it imports). The first page never runs it: the router restores its data from the server's
        // document (router-core's `hydrate`), and loads only the component's chunk, so the loader's
        // is apart from it. On a navigation the router fetches the loader's chunk beside the
        // component's (a link's intent preload, earlier); its calls start once it is in.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
          // The marketing pages' route (every job type, place and category URL: the site's landing
          // pages) keeps its component with it in the entry: split, its component and the ~18 small
          // modules it shares with other pages came as as many chunks at hydration (bench:size
          // 168.1 → 160.9 kB gzip with it in the entry; other pages' first JavaScript +3 to +9 kB).
          splitBehavior: ({ routeId }) =>
            routeId === '/$' ? [['loader'], ['errorComponent'], ['notFoundComponent']] : undefined,
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      precompress(),
    ],
    server: { proxy },
    build: isSsrBuild
      ? serverBuild
      : {
          outDir: 'dist/client',
          // Source maps are built (for error reports) but the server never serves them.
          sourcemap: true,
          manifest: true,
          // One stylesheet for the whole site (a few kB gzip), linked by the server-rendered page:
          // a lazily loaded route or dialog then never paints unstyled waiting for its own CSS.
          cssCodeSplit: false,
          rolldownOptions: {
            input: 'src/app/entry-client.tsx',
            // The layers' doors (index.ts files that only re-export) have no effects of their own:
            // importing one name through a door must not make every module behind it part of the
            // importer's chunk (the API layer's 16 modules were all in the first page's).
            treeshake: {
              moduleSideEffects: (id: string) =>
                !/[\\/]src[\\/](api|lib[\\/]session)[\\/]index\.ts$/.test(id),
            },
            output: {
              // Lazy chunks by their hash alone: the entry names every lazy chunk (its import() and
              // Vite's preload lists), and the names (`request-detail._requestId.apply-detail-…`) were
              // ~3 kB of it (bench:size −0.9 kB gzip). The manifest and the source maps still name
              // each chunk's modules.
              chunkFileNames: 'assets/[hash].js',
              postBanner: (chunk) =>
                chunk.name === 'framework' || chunk.isEntry ? '//# allFunctionsCalledOnLoad\n' : '',
              // Everything the entry imports statically (the app shell, the API layer, the routes'
              // loaders, the Japanese common strings) goes in one chunk with the entry: left to itself
              // the bundler cut it into ~30 files of a few hundred bytes, all loaded on every page, with
              // their import/export glue, and one file compresses better (bench:size −10 kB gzip).
              // Twice before (a2d2999) this changed load timing enough to expose router races; since
              // the app's code starts after the first paint, the guarded-route redirects (#520 in 5–8
              // of 54 then) pass 108 of 108, and the blog, routes and sign-in-return specs 246 of 246.
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|i18next|openapi-fetch)[\\/]/,
                    tags: ['$initial'],
                    priority: 1,
                  },
                  { name: 'app', tags: ['$initial'] },
                ],
              },
            },
          },
        },
  };
});
