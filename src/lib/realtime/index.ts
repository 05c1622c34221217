// The realtime socket, behind one module: socket.io-client and the event contract load only when
// a signed-in user connects (never in the first page's JavaScript). Events and payloads come from
// the contract (x-realtime → generated/realtime.ts); pushed payloads are validated before use.
import type { Notification, RealtimeMarkAllRead, RealtimeMarkAsRead } from '../../api';

export interface RealtimeHandlers {
  newNotification?: (notification: Notification) => void;
  markAsRead?: (payload: RealtimeMarkAsRead) => void;
  markAllRead?: (payload: RealtimeMarkAllRead) => void;
  authenticated?: (uid: string) => void;
  unauthorized?: (message: string) => void;
}

/** How long `close` waits for the server to acknowledge `unauthenticate` before it closes anyway. */
const CLOSE_ACK_TIMEOUT_MS = 1_000;

export interface RealtimeConnection {
  /** Says `unauthenticate`, then closes the socket once the server has heard it. */
  close: () => void;
}

export async function connectRealtime(options: {
  token: string;
  handlers: RealtimeHandlers;
  /** Where the socket server is; the page's own origin by default (proxied to the companion in development). */
  url?: string;
  closeAckTimeoutMs?: number;
}): Promise<RealtimeConnection> {
  const [{ io }, contract] = await Promise.all([import('socket.io-client'), import('../../api/realtime')]);
  const { realtimeEvents: events, realtimePayloadSchemas: schemas, realtimeTransports } = contract;
  // websocket first, then long polling where websockets fail.
  const socket = options.url
    ? io(options.url, { transports: [...realtimeTransports] })
    : io({ transports: [...realtimeTransports] });

  // `connect` fires on the first connection and on every reconnection: authenticate each time.
  socket.on('connect', () => socket.emit(events.authenticate, { token: options.token }));
  socket.on(events.authenticated, (payload: unknown) => {
    const parsed = schemas.authenticated.safeParse(payload);
    if (parsed.success) options.handlers.authenticated?.(parsed.data.uid);
  });
  socket.on(events.unauthorized, (payload: unknown) => {
    const parsed = schemas.unauthorized.safeParse(payload);
    options.handlers.unauthorized?.(parsed.success ? parsed.data.message : 'unauthorized');
  });
  socket.on(events.newNotification, (payload: unknown) => {
    const parsed = schemas.newNotification.safeParse(payload);
    if (parsed.success) options.handlers.newNotification?.(parsed.data);
  });
  socket.on(events.markAsRead, (payload: unknown) => {
    const parsed = schemas.markAsRead.safeParse(payload);
    if (parsed.success) options.handlers.markAsRead?.(parsed.data);
  });
  socket.on(events.markAllRead, (payload: unknown) => {
    const parsed = schemas.markAllRead.safeParse(payload);
    if (parsed.success) options.handlers.markAllRead?.(parsed.data);
  });

  return {
    close: () => {
      // Nothing pushed after sign-out reaches the app, and no reconnect authenticates again.
      socket.removeAllListeners();
      if (!socket.connected) {
        socket.disconnect();
        return;
      }
      // The server dispatches an event on the tick after it arrives: a disconnect in the same
      // frame would drop unauthenticate. Close on its acknowledgement, or after a short wait.
      socket
        .timeout(options.closeAckTimeoutMs ?? CLOSE_ACK_TIMEOUT_MS)
        .emit(events.unauthenticate, () => socket.disconnect());
    },
  };
}
