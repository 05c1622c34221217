// The contract's runtime schemas, loaded lazily by the client (see client.ts). zod is set up for
// the site's Content-Security-Policy (./zod) before the generated schemas are built.
import './zod';

export { operations } from '../../generated/operations';
export { zErrorBody } from '../../generated/zod';
