// The realtime socket's contract (x-realtime): import only from lazily loaded code, it pulls zod
// (set up for the site's Content-Security-Policy first: ./zod).
import './zod';

export { realtimeEvents, realtimePayloadSchemas, realtimeTransports } from '../../generated/realtime';
export type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from '../../generated/realtime';
