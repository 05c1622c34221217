// The client build's entry as the router's SSR manifest: its styles, and an inline script that
// adds the entry (a module) and the chunks it imports statically (module preloads) once the page has
// painted (start-after-paint.ts), all on the root route so every page has them. Read once at start-up from Vite's manifest (dist/client/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startAfterFirstPaint } from './start-after-paint';

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouterManifest {
  routes: Record<
    string,
    {
      preloads?: string[];
      css?: string[];
      scripts?: { attrs: Record<string, string>; children?: string }[];
    }
  >;
}

export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

export function routerManifestFromVite(manifest: Record<string, ViteManifestChunk>): RouterManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error(`The client manifest has no entry ${CLIENT_ENTRY}`);
  const preloads = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  // The client build keeps the site's styles in one sheet (cssCodeSplit off, vite.config.ts): it is
  // a manifest entry of its own, imported by no chunk.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
  return {
    routes: {
      __root__: {
        css: [...css].map((file) => `/${file}`),
        scripts: [{ attrs: {}, children: startAfterFirstPaint(`/${entry.file}`, [...preloads]) }],
      },
    },
  };
}

export function readClientManifest(clientDir: string): RouterManifest {
  const file = path.join(clientDir, '.vite/manifest.json');
  return routerManifestFromVite(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteManifestChunk>);
}

/** Development: Vite's client, the React refresh preamble and the entry, as the dev server gives them. */
export function devManifest(transformedHead: string): RouterManifest {
  const scripts: { attrs: Record<string, string>; children?: string }[] = [];
  for (const match of transformedHead.matchAll(
    /<script type="module"(?: src="([^"]+)")?>([\s\S]*?)<\/script>/g,
  )) {
    const [, src, children] = match;
    scripts.push(
      src ? { attrs: { type: 'module', src } } : { attrs: { type: 'module' }, children: children ?? '' },
    );
  }
  scripts.push({ attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } });
  return { routes: { __root__: { scripts } } };
}
