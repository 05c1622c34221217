// bench:size counts what a marketing page's document loads: what the server's document names, and
// the route's chunks the router loads as it hydrates the page — not the loader's chunk (its data is
// in the document), nor the error component's, nor what loads on demand.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MOCK_KIT_ONLY,
  firstPageScripts,
  isMockKitBuild,
  productionBuildEnv,
  type ViteManifestChunk,
} from '../../../../scripts/lib/first-page';
import { repoRoot } from '../../../../scripts/lib/paths';

const ENTRY = 'src/app/entry-client.tsx';
const MARKETING = { id: '/$', file: 'src/routes/$.tsx' };

/** A browser build's manifest: the entry, the framework, the marketing and start routes' split chunks. */
function buildManifest(split: Record<string, ViteManifestChunk> = {}): Record<string, ViteManifestChunk> {
  return {
    [ENTRY]: {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_runtime.js', '_framework.js'],
      dynamicImports: Object.keys(split),
    },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_framework.js': { file: 'assets/framework.js' },
    '_page-queries.js': { file: 'assets/page-queries.js', imports: [ENTRY] },
    '_load.js': { file: 'assets/load.js', imports: ['_page-queries.js'] },
    'src/features/marketing/components/CategoryPage.tsx': {
      file: 'assets/CategoryPage.js',
      imports: [ENTRY],
    },
    'src/routes/start.tsx?tsr-split=component': { file: 'assets/start.js', imports: [ENTRY] },
    'style.css': { file: 'assets/style.css' },
    ...split,
  };
}

const component: ViteManifestChunk = {
  file: 'assets/marketing.js',
  imports: [ENTRY, '_framework.js', '_page-queries.js'],
  dynamicImports: ['src/features/marketing/components/CategoryPage.tsx'],
};
const loader: ViteManifestChunk = { file: 'assets/marketing-loader.js', imports: [ENTRY, '_load.js'] };
const errorComponent: ViteManifestChunk = { file: 'assets/marketing-error.js', imports: [ENTRY] };

describe('firstPageScripts', () => {
  it('counts the document’s entry and its imports, and the route’s component chunk with its imports', () => {
    const manifest = buildManifest({
      'src/routes/$.tsx?tsr-split=component': component,
      'src/routes/$.tsx?tsr-split=loader': loader,
      'src/routes/$.tsx?tsr-split=errorComponent': errorComponent,
    });
    const { document, hydration } = firstPageScripts(manifest, MARKETING);
    expect([...document].sort()).toEqual(['assets/entry.js', 'assets/framework.js', 'assets/runtime.js']);
    expect([...hydration].sort()).toEqual(['assets/marketing.js', 'assets/page-queries.js']);
  });

  it('leaves out the loader’s chunk and what only it imports, the error component’s, and lazy chunks', () => {
    const manifest = buildManifest({
      'src/routes/$.tsx?tsr-split=component': component,
      'src/routes/$.tsx?tsr-split=loader': loader,
      'src/routes/$.tsx?tsr-split=errorComponent': errorComponent,
    });
    const { document, hydration } = firstPageScripts(manifest, MARKETING);
    const counted = [...document, ...hydration];
    for (const file of [
      'assets/marketing-loader.js',
      'assets/load.js',
      'assets/marketing-error.js',
      'assets/CategoryPage.js',
      'assets/start.js',
      'assets/style.css',
    ])
      expect(counted).not.toContain(file);
  });

  it('counts a loader grouped with the component (hydration loads that chunk), and a split pending component', () => {
    const manifest = buildManifest({
      'src/routes/$.tsx?tsr-split=component---loader': { ...component, imports: [ENTRY, '_load.js'] },
      'src/routes/$.tsx?tsr-split=pendingComponent': {
        file: 'assets/marketing-pending.js',
        imports: [ENTRY],
      },
    });
    expect([...firstPageScripts(manifest, MARKETING).hydration].sort()).toEqual([
      'assets/load.js',
      'assets/marketing-pending.js',
      'assets/marketing.js',
      'assets/page-queries.js',
    ]);
  });

  it('counts a chunk once, in the document, when the route’s chunk imports it too', () => {
    const manifest = buildManifest({ 'src/routes/$.tsx?tsr-split=component': component });
    const { document, hydration } = firstPageScripts(manifest, MARKETING);
    expect(document).toContain('assets/framework.js');
    expect(hydration).not.toContain('assets/framework.js');
    expect(new Set(hydration).size).toBe(hydration.length);
  });

  it('finds no route chunk for a route the build does not split', () => {
    expect(firstPageScripts(buildManifest(), MARKETING).hydration).toEqual([]);
  });
});

describe('which build', () => {
  it('tells a mock-kit build (its mock scenario switch) from a production build', () => {
    const manifest = buildManifest();
    expect(isMockKitBuild(manifest)).toBe(false);
    expect(
      isMockKitBuild({ ...manifest, 'src/routes/-dev-scenario-panel.tsx': { file: 'assets/panel.js' } }),
    ).toBe(true);
  });

  it('looks for modules the repository has (a renamed one would make every build look like production)', () => {
    for (const file of MOCK_KIT_ONLY) expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
  });

  it('builds production from the mock kit’s variables without the scenario switch', () => {
    expect(
      productionBuildEnv({
        VITE_API_BASE_URL: '/api',
        VITE_APP_ENV: 'preProd',
        VITE_MOCK_SCENARIOS: 'on',
        VITE_PHONE_VERIFICATION: undefined,
        PATH: '/usr/bin',
      }),
    ).toEqual({ VITE_API_BASE_URL: '/api', VITE_APP_ENV: 'prod' });
  });
});
