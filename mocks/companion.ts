// The companion server (127.0.0.1:4011): what Prism cannot give.
// - socket.io with the realtime protocol of the contract's x-realtime section: `authenticate`
//   with a token (again after every reconnect), `unauthenticate` before closing; pushes
//   newNotification, markAsRead and markAllRead to a signed-in user's sockets.
// - POST /__mock/push: push an event to a user (tests and developers).
// - GET /mock-assets/*: the fixtures' images (avatars, case-study pictures, option tiles).
// - GET /api-docs/: the contract's API reference (Redoc; mocks/api-docs.ts).
// - GET /mock-widgets/phone-login.js: the stand-in phone-login widget (mocks/phone-login-widget.ts;
//   `?init=never`: one that never initializes).
// - GET/POST /mock-providers/line/authorize: the stand-in for LINE's authorization page, which sends
//   the user back with a code or access_denied (mocks/social-provider.ts).
// - Sinks that capture Sentry envelopes (the DSN of development and tests points here) and the
//   analytics and web-vitals beacons the mock API accepted; GET /__sinks/<kind> reads them back,
//   DELETE /__sinks empties them. A request carrying `x-test-id` (the e2e suite sets it on each
//   test's browser and request context) tags what it leaves in the sinks and the socket log, and
//   a read or an emptying with that header sees only its own test's entries: tests run in parallel
//   against one companion without reading each other's reports.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { renderMockAsset } from '../fixtures/factories/images';
import { apiDocsFiles } from './api-docs';
import { phoneLoginWidgetScript } from './phone-login-widget';
import {
  authorizeDecision,
  authorizePage,
  STAND_IN_PROVIDER_PATH,
  type ProviderAnswer,
} from './social-provider';
import {
  realtimeEvents,
  realtimePayloadSchemas,
  realtimeTransports,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../generated/realtime';
import { listen, readText, sendJson } from './http';

export type SinkKind = 'sentry' | 'webVitals' | 'analytics';

export interface SocketLogEntry {
  event: 'connect' | 'authenticate' | 'unauthenticate' | 'disconnect';
  socketId: string;
  uid?: string;
  at: string;
}

export interface Sinks {
  /** `testId`: the `x-test-id` header of the request that brought the entry, if any. */
  add: (kind: SinkKind, entry: unknown, testId?: string) => void;
}

/** The header an e2e test tags its requests with (see the module comment). */
export const TEST_ID_HEADER = 'x-test-id';

/** A captured entry and the test whose request left it. */
interface Tagged<T> {
  entry: T;
  testId: string | undefined;
}

/**
 * The test a request belongs to: its `x-test-id` header, or the cookie of that name. Chromium adds a
 * test's extra headers to its HTTP requests but not to the socket's WebSocket handshake, which does
 * carry the site's cookies (cookies ignore the port), so the e2e suite sets both.
 */
const testIdOf = (headers: IncomingMessage['headers']): string | undefined => {
  const value = headers[TEST_ID_HEADER];
  if (typeof value === 'string' && value !== '') return value;
  const cookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === TEST_ID_HEADER)?.[1];
  return cookie ? decodeURIComponent(cookie) : undefined;
};

/** The entries a reader may see: its own test's when it names one, else all of them. */
const visibleTo = <T>(tagged: readonly Tagged<T>[], testId: string | undefined): T[] =>
  tagged.filter((item) => testId === undefined || item.testId === testId).map((item) => item.entry);

/** Empties what a reader may see: its own test's entries when it names one, else everything. */
function empty<T>(tagged: Tagged<T>[], testId: string | undefined): void {
  const kept = testId === undefined ? [] : tagged.filter((item) => item.testId !== testId);
  tagged.splice(0, tagged.length, ...kept);
}

function append<T>(tagged: Tagged<T>[], item: Tagged<T>): void {
  tagged.push(item);
  if (tagged.length > MAX_SINK_ENTRIES) tagged.shift();
}

export interface Companion {
  url: string;
  sinks: Sinks;
  close: () => Promise<void>;
}

const pushable = [
  realtimeEvents.newNotification,
  realtimeEvents.markAsRead,
  realtimeEvents.markAllRead,
] as const;
type PushableEvent = (typeof pushable)[number];
const MAX_SINK_ENTRIES = 500;

/** A Sentry envelope is newline-separated JSON: a header, then item header and payload pairs. */
export function parseEnvelope(text: string): {
  header: unknown;
  items: { type: string; payload: unknown }[];
} {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const parse = (line: string | undefined) => {
    try {
      return JSON.parse(line ?? 'null') as unknown;
    } catch {
      return line;
    }
  };
  const items: { type: string; payload: unknown }[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const itemHeader = parse(lines[index]) as { type?: string } | null;
    items.push({ type: itemHeader?.type ?? 'unknown', payload: parse(lines[index + 1]) });
  }
  return { header: parse(lines[0]), items };
}

export async function startCompanion(options: {
  host?: string;
  port?: number;
  /** token → user id of the fixture sessions. */
  tokens: ReadonlyMap<string, string>;
}): Promise<Companion> {
  const captured: Record<SinkKind, Tagged<unknown>[]> = { sentry: [], webVitals: [], analytics: [] };
  const socketLog: Tagged<SocketLogEntry>[] = [];
  const sinks: Sinks = {
    add: (kind, entry, testId) => append(captured[kind], { entry, testId }),
  };
  const logFor = (entry: Omit<SocketLogEntry, 'at'>, testId: string | undefined) =>
    append(socketLog, { entry: { ...entry, at: new Date().toISOString() }, testId });

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[companion] request failed', error);
      if (!response.headersSent)
        sendJson(response, 500, { error: { code: 'INTERNAL_ERROR', message: 'companion error' } });
    });
  });
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
    transports: [...realtimeTransports],
    cors: { origin: true, credentials: true },
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const testId = testIdOf(socket.handshake.headers);
    const log = (entry: Omit<SocketLogEntry, 'at'>) => logFor(entry, testId);
    log({ event: 'connect', socketId: socket.id });
    let uid: string | undefined;
    socket.on(realtimeEvents.authenticate, (payload) => {
      const parsed = realtimePayloadSchemas.authenticate.safeParse(payload);
      const user = parsed.success ? options.tokens.get(parsed.data.token) : undefined;
      if (!user) {
        socket.emit(realtimeEvents.unauthorized, { message: 'Unknown or expired token' });
        return;
      }
      if (uid && uid !== user) void socket.leave(`user:${uid}`);
      uid = user;
      void socket.join(`user:${uid}`);
      log({ event: 'authenticate', socketId: socket.id, uid });
      socket.emit(realtimeEvents.authenticated, { uid });
    });
    socket.on(realtimeEvents.unauthenticate, (ack) => {
      log({ event: 'unauthenticate', socketId: socket.id, ...(uid ? { uid } : {}) });
      if (uid) void socket.leave(`user:${uid}`);
      uid = undefined;
      ack?.();
    });
    socket.on('disconnect', () => log({ event: 'disconnect', socketId: socket.id, ...(uid ? { uid } : {}) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? '*',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
    if (request.method === 'OPTIONS') return sendJson(response, 204);
    const url = new URL(request.url ?? '/', 'http://companion.local');

    if (request.method === 'GET' && url.pathname === '/health') return sendJson(response, 200, { ok: true });

    if (request.method === 'GET' && url.pathname.startsWith('/mock-assets/')) {
      const svg = renderMockAsset(url.pathname);
      if (!svg)
        return sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'no such mock asset' } });
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
      response.end(svg);
      return;
    }

    if (request.method === 'GET' && url.pathname === '/mock-widgets/phone-login.js') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(phoneLoginWidgetScript({ initialize: url.searchParams.get('init') !== 'never' }));
      return;
    }

    if (url.pathname === STAND_IN_PROVIDER_PATH && (request.method === 'GET' || request.method === 'POST')) {
      const answer: ProviderAnswer =
        request.method === 'GET'
          ? authorizePage(url.searchParams)
          : authorizeDecision(new URLSearchParams(await readText(request)));
      if (answer.status === 303)
        response.writeHead(303, { Location: answer.location, 'Cache-Control': 'no-store' });
      else
        response.writeHead(answer.status, {
          'Content-Type': answer.contentType,
          'Cache-Control': 'no-store',
        });
      response.end(answer.status === 303 ? undefined : answer.body);
      return;
    }

    const docs = /^\/api-docs\/([a-z.]*)$/.exec(url.pathname);
    const docsFile = docs && request.method === 'GET' ? apiDocsFiles()[docs[1] || 'index.html'] : undefined;
    if (docsFile) {
      response.writeHead(200, { 'Content-Type': docsFile.type });
      response.end(docsFile.body());
      return;
    }

    // Sentry's browser SDK posts envelopes to /api/<project>/envelope/ of the DSN's host.
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
      sinks.add('sentry', parseEnvelope(await readText(request)), testIdOf(request.headers));
      return sendJson(response, 200, {});
    }

    if (request.method === 'POST' && url.pathname === '/__mock/push') {
      const { userId, event, payload } = JSON.parse((await readText(request)) || '{}') as {
        userId?: string;
        event?: string;
        payload?: unknown;
      };
      if (!userId || !pushable.includes(event as PushableEvent)) {
        return sendJson(response, 400, {
          error: { code: 'BAD_REQUEST', message: `userId and one of ${pushable.join(', ')} are required` },
        });
      }
      const parsed = realtimePayloadSchemas[event as PushableEvent].safeParse(payload);
      if (!parsed.success) {
        return sendJson(response, 400, {
          error: { code: 'VALIDATION_FAILED', message: parsed.error.message },
        });
      }
      const room = io.to(`user:${userId}`);
      const sockets = await room.fetchSockets();
      // The payload was validated against the event's own schema just above.
      (room.emit as (name: string, data: unknown) => boolean)(event as PushableEvent, parsed.data);
      return sendJson(response, 200, { delivered: sockets.length });
    }

    const testId = testIdOf(request.headers);
    if (request.method === 'GET' && url.pathname === '/__mock/socket-log')
      return sendJson(response, 200, visibleTo(socketLog, testId));

    const sink = /^\/__sinks\/(sentry|webVitals|analytics)$/.exec(url.pathname)?.[1] as SinkKind | undefined;
    if (request.method === 'GET' && sink) return sendJson(response, 200, visibleTo(captured[sink], testId));
    if (request.method === 'DELETE' && url.pathname === '/__sinks') {
      for (const kind of Object.keys(captured) as SinkKind[]) empty(captured[kind], testId);
      empty(socketLog, testId);
      return sendJson(response, 204);
    }
    return sendJson(response, 404, {
      error: { code: 'NOT_FOUND', message: `${request.method} ${url.pathname} is not a companion route` },
    });
  }

  return {
    url: await listen(server, options.port ?? 4011, options.host ?? '127.0.0.1'),
    sinks,
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
