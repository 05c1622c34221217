// The contract's runtime schemas, loaded lazily by the client (see client.ts).
export { operations } from '../../generated/operations';
export { zErrorBody } from '../../generated/zod';
