// ESLint flat config. The import fences (README, Architecture) are enforced here (import-x/no-restricted-paths);
// tests/unit/fences.test.ts plants violations to prove each fence fails the lint.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const listDirs = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const features = listDirs('src/features');
const libModules = listDirs('src/lib');

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
export const fenceZones = [
  {
    target: ['./src/!(api)/**/*', './src/*'],
    from: './generated',
    message: 'Only src/api may import generated/; import the typed client and types from src/api.',
  },
  ...['./fixtures', './mocks', './scripts', './tests'].map((from) => ({
    target: './src',
    from,
    message: 'The app never imports node-side folders (fixtures, mocks, scripts, tests).',
  })),
  ...libModules.map((name) => ({
    target: `./src/lib/${name}`,
    from: './src',
    except: ['./lib', './api'],
    message: 'src/lib modules may import only src/lib and src/api.',
  })),
  {
    target: './src/api',
    from: './src',
    except: ['./api'],
    message: 'src/api is the bottom layer of src/: it imports generated/ and nothing else of src/.',
  },
  {
    target: ['./src/!(api)/**/*', './src/*'],
    from: './src/api',
    // realtime.ts is the second door: it is imported lazily, so the socket's zod schemas stay out of
    // the first page's JavaScript. zod.ts is the third: the forms' schemas import `z` from it, so
    // zod loads with a form, not with every page that imports the index.
    except: ['./index.ts', './realtime.ts', './zod.ts'],
    message:
      'Import src/api through its index (or the lazy realtime.ts, or zod.ts for `z`); its modules are not importable one by one.',
  },
  {
    target: ['./src/!(lib)/**/*', './src/*', './src/lib/!(monitoring)/**/*'],
    from: './src/lib/monitoring',
    except: ['./index.ts'],
    message:
      'Import monitoring through src/lib/monitoring (its index): what is behind it loads lazily, out of the first page.',
  },
  ...['components', 'hooks', 'utils'].map((name) => ({
    target: `./src/${name}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared UI and helpers have no domain knowledge: import only src/lib and other shared code.',
  })),
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; move shared code to src/lib or src/components.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features are imported by routes and the app, never the other way round.',
  },
  {
    target: './src/routes',
    from: './src/app',
    message: 'Routes do not import the app entry.',
  },
  {
    // The server's own files: its render path never imports a browser-only module (storage,
    // cookies, the socket, captcha, the browser's services and entry).
    target: ['./src/app/entry-server.tsx', './src/app/server-services.ts', './src/app/router.tsx'],
    from: [
      './src/lib/session',
      './src/lib/realtime',
      './src/lib/captcha',
      './src/features/auth/session.ts',
      './src/app/services.ts',
      './src/app/entry-client.tsx',
    ],
    message:
      'Server code paths never import browser-only modules (README, Server rendering: what runs where).',
  },
  {
    target: './server',
    from: ['./src', './tests'],
    message: 'server/ loads the built render entry; it never imports src/ or tests/.',
  },
  {
    target: './fixtures',
    from: ['./src', './mocks', './scripts', './tests'],
    message: 'fixtures/ may import only generated/.',
  },
  {
    target: './mocks',
    from: ['./src', './scripts', './tests'],
    message: 'mocks/ may import only generated/ and fixtures/.',
  },
  {
    target: './scripts',
    from: ['./src', './tests'],
    message: 'scripts/ is node-only tooling and never imports src/ or tests/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: fenceZones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'scripts/**',
      'server/**',
      'mocks/**',
      'fixtures/**',
      'tests/**',
      '*.config.{js,ts}',
      'openapi/spectral-functions/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The e2e specs take `test` from tests/helpers/e2e-test.ts: it tags each test's requests, so the
    // mock kit's sinks keep parallel tests apart.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../helpers/e2e-test' (it tags the test's requests).",
            },
          ],
        },
      ],
    },
  },
  {
    // zod is set up for the site's Content-Security-Policy (no eval) in src/api/zod.ts; the app's
    // schemas take `z` from there so none is built before that setting. The app's links are
    // src/components/Link's (current page only on the page itself).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts', 'src/components/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from src/api/zod (it sets zod up for the site's CSP: no eval).",
            },
            {
              name: '@tanstack/react-router',
              importNames: ['Link'],
              message:
                "Import Link from src/components/Link: the router's marks a link to any page above the current one as the current page.",
            },
          ],
        },
      ],
    },
  },
  {
    // A file over 300 lines holds more than one idea: split it by concern.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,mjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
);
