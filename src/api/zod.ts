// zod as the app uses it. zod compiles object parsers with `new Function` when the page allows it;
// this site's Content-Security-Policy allows no eval, so zod's probe is refused and reported as a CSP
// violation on every page that builds a schema (Lighthouse's best practices count it). The
// interpreted parsers give the same results. Every zod schema of src/ is built after this module
// has run: the app imports `z` from here (ESLint refuses `zod` elsewhere), and the contract's
// generated schemas load through schemas.ts and realtime.ts, which import this module first.
// Not re-exported by the index: a page that imports the index but builds no schema (every page
// until a form opens) then loads no zod.
import { config, z } from 'zod';

config({ jitless: true });

export { z };
