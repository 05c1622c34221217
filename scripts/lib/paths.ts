// Well-known paths of the repository, for node-side tooling.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultSpecRoot = path.join(repoRoot, 'openapi/openapi.yaml');
export const generatedDir = path.join(repoRoot, 'generated');
