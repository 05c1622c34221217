// Loads the hand-written, split contract as one bundled document (every component local).
import path from 'node:path';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { defaultSpecRoot, repoRoot } from './paths';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

export async function bundleSpec(specRoot = defaultSpecRoot): Promise<OpenApiDocument> {
  // An empty config: we only bundle here; linting is Spectral's job.
  const config = await loadConfig({});
  const result = await bundle({ ref: specRoot, config, dereference: false });
  if (result.problems.length > 0) {
    const messages = [...new Set(result.problems.map((problem) => problem.message))];
    throw new Error(`${path.relative(repoRoot, specRoot)} does not bundle:\n- ${messages.join('\n- ')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}
