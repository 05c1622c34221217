// The last-online heartbeat (issue 15, §7 `PUT /users/{id}/last-online`): while a user is signed in
// and the tab is visible, the client says so at most once per `LAST_ONLINE_INTERVAL_MS`. A hidden tab
// sends nothing and keeps no timer; when it becomes visible again it sends at once if the last
// heartbeat is older than the interval (else when the interval is up). Sign-out stops it. Browser
// only: the app's browser session starts it as a session part (src/app/browser-session.ts); the server
// render never does.
import { isApiError, touchLastOnline, type ApiClient, type User } from '../../api';

/** At most one heartbeat per 5 minutes (our choice: the spec shows the call, not its rhythm). */
export const LAST_ONLINE_INTERVAL_MS = 5 * 60_000;

/** The tab's visibility: whether it is visible now, and a way to hear it change. */
export interface Visibility {
  isVisible: () => boolean;
  /** Calls `listener` on each change; answers the way to stop listening. */
  onChange: (listener: () => void) => () => void;
}

/** The document's `visibilityState` and its `visibilitychange` event. */
export function documentVisibility(doc: Document = document): Visibility {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface LastOnlineHeartbeat {
  /** Starts beating for this user (a heartbeat for another user stops first). */
  start: (userId: string) => void;
  stop: () => void;
}

export function createLastOnlineHeartbeat({
  send,
  visibility,
  interval = LAST_ONLINE_INTERVAL_MS,
  now = Date.now,
  onFailure,
}: {
  send: (userId: string) => Promise<void>;
  visibility: Visibility;
  interval?: number;
  now?: () => number;
  /** A heartbeat that failed (the next one is not held back by it). */
  onFailure?: (error: unknown) => void;
}): LastOnlineHeartbeat {
  let running: { stop: () => void } | undefined;

  function start(userId: string) {
    running?.stop();
    let last: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(beat, delay);
    };
    function beat() {
      if (!visibility.isVisible()) {
        clearTimeout(timer);
        timer = undefined;
        return;
      }
      const at = now();
      const wait = last === undefined ? 0 : last + interval - at;
      if (wait > 0) return schedule(wait);
      last = at;
      send(userId).catch((error: unknown) => onFailure?.(error));
      schedule(interval);
    }
    const stopListening = visibility.onChange(beat);
    running = {
      stop: () => {
        clearTimeout(timer);
        stopListening();
      },
    };
    beat();
  }

  return {
    start,
    stop: () => {
      running?.stop();
      running = undefined;
    },
  };
}

/** The heartbeat as a part of the signed-in session: it starts with the user and stops at sign-out. */
export function lastOnlineSessionPart({
  api,
  onFailure,
  visibility = documentVisibility(),
}: {
  api: ApiClient;
  onFailure: (error: unknown) => void;
  visibility?: Visibility;
}) {
  const heartbeat = createLastOnlineHeartbeat({
    send: (userId) => touchLastOnline(api, userId),
    visibility,
    // A failed fetch (offline) is made up by the next heartbeat; an answer the server refused is reported.
    onFailure: (error) => {
      if (isApiError(error)) onFailure(error);
    },
  });
  return {
    signedIn: (user: User) => heartbeat.start(user.id),
    signedOut: () => heartbeat.stop(),
  };
}
