// A Vite plugin for the browser build: each text asset gets a brotli (.br, best quality) and a
// gzip (.gz) copy beside it, which the production server sends as they are (@fastify/static's
// `preCompressed`). Compressed once at build time instead of on every request: smaller files than
// a per-request compression could afford, and no CPU spent per visitor.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text, above the size where compression stops paying. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number }> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
  let files = 0;
  let bytes = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      files += 1;
      bytes += content.length;
    }),
  );
  return { files, bytes };
}

export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const { files, bytes } = await precompressDirectory(outDir);
      logger?.info(`precompressed ${files} files (${(bytes / 1024).toFixed(0)} kB) to .br and .gz`);
    },
  };
}
