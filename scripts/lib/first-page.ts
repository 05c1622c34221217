// What a server-rendered page loads of the browser build's JavaScript before it is interactive
// (bench:size). Two parts:
// - what the server's document names: the router manifest the production server builds from Vite's
//   (server/manifest.ts, the same function): the entry and the chunks it imports statically;
// - the route's split chunks the router loads as it hydrates the page (router-core's `hydrate`,
//   load-client.ts: `loadRouteChunk` preloads the component and the pending component). It does
//   not run the loader (its data is in the document), so the loader's chunk is not loaded; nor are
//   the error and not-found components' chunks, unless the page is one of those.
// Dynamic imports load on demand and are not counted.
import { routerManifestFromVite, type RouterManifest } from '../../server/manifest';

export interface ViteManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type ViteManifest = Record<string, ViteManifestChunk>;

/** A route: its id in the route tree (`/$`) and its file as Vite's manifest names it. */
export interface PageRoute {
  id: string;
  file: string;
}

/** The split parts hydration loads (router-core's `loadRouteChunk` without a component type). */
const HYDRATED_PARTS = ['component', 'pendingComponent'];

/** The script files the document names for these routes: preloads, and scripts (inline ones too). */
function documentScripts(manifest: RouterManifest, routeIds: readonly string[]): string[] {
  const hrefs = new Set<string>();
  for (const id of routeIds) {
    const assets = manifest.routes[id];
    for (const href of assets?.preloads ?? []) hrefs.add(href);
    for (const script of assets?.scripts ?? []) {
      if (script.attrs.src) hrefs.add(script.attrs.src);
      for (const [, href] of (script.children ?? '').matchAll(/"(\/[^"\s]+\.m?js)"/g)) hrefs.add(href!);
    }
  }
  return [...hrefs].map((href) => href.replace(/^\//, ''));
}

/** The router plugin's split chunks of `routeFile` (`…?tsr-split=component---loader`) that hydration loads. */
function hydratedChunkKeys(manifest: ViteManifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [file, query] = key.split('?');
    if (file !== routeFile || !query) return false;
    const parts = new URLSearchParams(query).get('tsr-split')?.split('---') ?? [];
    return parts.some((part) => HYDRATED_PARTS.includes(part));
  });
}

function withStaticImports(manifest: ViteManifest, keys: readonly string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The JavaScript files (paths in the build's directory) a server-rendered page of `route` loads:
 * `document`, what the server's document names; `hydration`, what the router adds as it hydrates.
 */
export function firstPageScripts(
  manifest: ViteManifest,
  route: PageRoute,
): { document: string[]; hydration: string[] } {
  const isScript = (file: string) => /\.m?js$/.test(file);
  const document = documentScripts(routerManifestFromVite(manifest), ['__root__', route.id]).filter(isScript);
  const hydration = [...withStaticImports(manifest, hydratedChunkKeys(manifest, route.file))]
    .map((key) => manifest[key]!.file)
    .filter(
      (file, index, files) => isScript(file) && !document.includes(file) && files.indexOf(file) === index,
    );
  return { document, hydration };
}

/**
 * Modules only a mock-kit build has (VITE_MOCK_SCENARIOS=on, as `npm run build:mock`): the mock
 * scenario switch and the component gallery. A production build drops them, and the code in the
 * first page that serves them.
 */
export const MOCK_KIT_ONLY = ['src/routes/-dev-scenario-panel.tsx', 'src/app/gallery/Gallery.tsx'];

export const isMockKitBuild = (manifest: ViteManifest): boolean =>
  MOCK_KIT_ONLY.some((key) => key in manifest);

/**
 * A production build's configuration from the mock kit's (.env.mock's VITE_ variables): without the
 * mock scenario switch, and for the production environment.
 */
export function productionBuildEnv(mockKitEnv: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(mockKitEnv))
    if (name.startsWith('VITE_') && name !== 'VITE_MOCK_SCENARIOS' && value !== undefined) env[name] = value;
  return { ...env, VITE_APP_ENV: 'prod' };
}
