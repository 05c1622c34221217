// Worker entry of mocks/kit.ts. Workers do not inherit `--import tsx`, so this plain-JS entry
// registers the TypeScript loader and then runs the TS module that builds the fixtures.
import { register } from 'tsx/esm/api';

register();
await import('./fixtures-build.ts');
