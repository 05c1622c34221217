// The signed-in session's realtime socket (§4 Login: open the socket, register its events; Logout:
// close it). Opened once the user has loaded, with the pushed events' handlers of the app's parts
// and the session's own answer to a token the socket refuses; closed at the session's next turn (a
// new login or sign-in, a logout), which also drops a socket still connecting for the turn before.
import type { RealtimeConnection, RealtimeHandlers } from '../../lib/realtime';

/** The handlers of the pushed events for a user: what the parts do (the session adds the rest). */
export type PushedEventHandlers = Omit<RealtimeHandlers, 'authenticated' | 'unauthorized'>;

export interface SessionSocket {
  /** Connects as `userId` with `token`; never throws (the session goes on without it). */
  open: (userId: string, token: string) => Promise<void>;
  /** Closes the socket (unauthenticate), and any socket still being opened. */
  close: () => void;
}

export function createSessionSocket({
  handlers,
  refused,
}: {
  handlers: (userId: string) => PushedEventHandlers;
  /** The socket refused `token` (revoked elsewhere). */
  refused: (token: string) => void;
}): SessionSocket {
  let connection: RealtimeConnection | undefined;
  // Each close starts a new turn: a socket opened for an older one is not wanted.
  let turn = 0;

  async function connect(userId: string, token: string, mine: number) {
    // socket.io loads only for a signed-in user, never in the first page's JavaScript.
    const { connectRealtime } = await import('../../lib/realtime');
    if (mine !== turn) return;
    const opened = await connectRealtime({
      token,
      handlers: { ...handlers(userId), unauthorized: () => refused(token) },
    });
    // Signed out (or in as someone else) meanwhile.
    if (mine !== turn) {
      opened.close();
      return;
    }
    connection = opened;
  }

  return {
    open: (userId, token) => connect(userId, token, turn).catch(() => undefined),
    close: () => {
      turn += 1;
      connection?.close();
      connection = undefined;
    },
  };
}
