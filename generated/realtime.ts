// generated — do not edit, run `npm run gen`
// Source: openapi/ (bundled in generated/openapi.json). Generator: scripts/lib/generate.ts (x-realtime).

import type * as schemas from './api';
import * as zod from './zod';

export const realtimeTransports = ["websocket","polling"] as const;

/** Every socket event name, in one map. */
export const realtimeEvents = {
  authenticate: 'authenticate',
  unauthenticate: 'unauthenticate',
  authenticated: 'authenticated',
  unauthorized: 'unauthorized',
  newNotification: 'newNotification',
  markAsRead: 'markAsRead',
  markAllRead: 'markAllRead',
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;

/** Events the client emits, with their payloads. */
export interface ClientToServerEvents {
  authenticate: (payload: schemas.RealtimeAuthenticate) => void;
  unauthenticate: (ack?: () => void) => void;
}

/** Events the server pushes, with their payloads. */
export interface ServerToClientEvents {
  authenticated: (payload: schemas.RealtimeAuthenticated) => void;
  unauthorized: (payload: schemas.RealtimeUnauthorized) => void;
  newNotification: (payload: schemas.Notification) => void;
  markAsRead: (payload: schemas.RealtimeMarkAsRead) => void;
  markAllRead: (payload: schemas.RealtimeMarkAllRead) => void;
}

/** Zod schemas of the payloads, to validate what arrives over the socket. */
export const realtimePayloadSchemas = {
  authenticate: zod.zRealtimeAuthenticate,
  authenticated: zod.zRealtimeAuthenticated,
  unauthorized: zod.zRealtimeUnauthorized,
  newNotification: zod.zNotification,
  markAsRead: zod.zRealtimeMarkAsRead,
  markAllRead: zod.zRealtimeMarkAllRead,
} as const;
