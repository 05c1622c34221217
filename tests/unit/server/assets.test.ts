// The client build's assets: compressed once at build time (scripts/lib/precompress.ts) and sent
// by the production server as they are, in the encoding the browser takes; never compressed per
// request, immutable when hashed, and source maps never served.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { precompressDirectory } from '../../../scripts/lib/precompress';

const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
const assets = path.join(clientDir, 'assets');
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `word${n}`))};\n`;

beforeAll(() => {
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(assets, 'entry-AbC123.js'), script);
  writeFileSync(path.join(assets, 'entry-AbC123.js.map'), '{"version":3}');
  writeFileSync(path.join(assets, 'tiny-XyZ789.js'), 'export {};\n');
  writeFileSync(path.join(assets, 'logo-Q1w2E3.png'), Buffer.alloc(4096, 1));
});

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy of each text asset above 1 kB, and nothing else', async () => {
    const { files } = await precompressDirectory(clientDir);
    expect(files).toBe(1);
    const file = path.join(assets, 'entry-AbC123.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 2);
    // Too small to gain, not text, or never served.
    for (const name of ['tiny-XyZ789.js', 'logo-Q1w2E3.png', 'entry-AbC123.js.map'])
      expect(existsSync(path.join(assets, `${name}.br`))).toBe(false);
  });
});

describe('the production server’s assets', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({
      clientDir,
      renderPage: async () => new Response('page'),
      manifest: { routes: {} },
      apiBaseUrl: 'http://127.0.0.1:9',
      logger: false,
    });
  });
  afterAll(() => app.close());

  const get = (url: string, encoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends the build’s brotli copy to a browser that takes brotli, byte for byte', async () => {
    const response = await get('/assets/entry-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(readFileSync(path.join(assets, 'entry-AbC123.js.br')))).toBe(true);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/entry-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(assets, 'entry-AbC123.js.gz')))).toBe(true);

    const plain = await get('/assets/entry-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never serves a source map', async () => {
    expect((await get('/assets/entry-AbC123.js.map', 'br')).statusCode).toBe(404);
  });
});
