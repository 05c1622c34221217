// Loads the hand-written, split contract as one bundled document (every component local).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const specRoot = path.join(repoRoot, 'openapi/openapi.yaml');

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

export async function bundleSpec(): Promise<OpenApiDocument> {
  // An empty config: we only bundle here; linting is Spectral's job.
  const config = await loadConfig({});
  const result = await bundle({ ref: specRoot, config, dereference: false });
  if (result.problems.length > 0) {
    const messages = [...new Set(result.problems.map((problem) => problem.message))];
    throw new Error(`openapi/ does not bundle:\n- ${messages.join('\n- ')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}
