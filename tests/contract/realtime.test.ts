// The companion's socket.io server speaks the contract's realtime protocol (x-realtime).
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  realtimeEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../generated/realtime';
import { zNotification } from '../../generated/zod';
import { connectRealtime } from '../../src/lib/realtime';
import { clientToken, companionUrl, fixtures, pushEvent } from './harness';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const sockets: RealtimeSocket[] = [];

function connect(): RealtimeSocket {
  const socket: RealtimeSocket = io(companionUrl(), {
    transports: ['websocket', 'polling'],
    reconnectionDelay: 50,
  });
  sockets.push(socket);
  return socket;
}

const next = <E extends keyof ServerToClientEvents>(socket: RealtimeSocket, event: E) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never);
  });

async function socketLog(): Promise<{ event: string; uid?: string; socketId: string }[]> {
  return (await fetch(`${companionUrl()}/__mock/socket-log`)).json() as Promise<
    { event: string; uid?: string; socketId: string }[]
  >;
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe('realtime companion', () => {
  const userId = fixtures.sessions.client.user.id;
  const notification = { ...fixtures.notifications[userId]![0]!, id: 'ntf-live-1', isRead: false };

  it('authenticates with a token and delivers an event pushed over HTTP', async () => {
    const socket = connect();
    const authenticated = next(socket, realtimeEvents.authenticated);
    socket.on('connect', () => socket.emit(realtimeEvents.authenticate, { token: clientToken }));
    expect(await authenticated).toEqual({ uid: userId });

    const received = next(socket, realtimeEvents.newNotification);
    expect(await pushEvent(userId, realtimeEvents.newNotification, notification)).toEqual({ delivered: 1 });
    const payload = await received;
    expect(zNotification.parse(payload)).toEqual(notification);
  });

  it('refuses an unknown token and delivers nothing to it', async () => {
    const socket = connect();
    const refused = next(socket, realtimeEvents.unauthorized);
    socket.on('connect', () => socket.emit(realtimeEvents.authenticate, { token: 'tok-forged' }));
    expect((await refused).message).toMatch(/token/i);
    expect(
      await pushEvent('user-nobody', realtimeEvents.markAllRead, { timestamp: new Date().toISOString() }),
    ).toEqual({ delivered: 0 });
  });

  it('takes the authentication again after a reconnect, and logs unauthenticate', async () => {
    const socket = connect();
    socket.on('connect', () => socket.emit(realtimeEvents.authenticate, { token: clientToken }));
    await next(socket, realtimeEvents.authenticated);
    const firstId = socket.id;

    const again = next(socket, realtimeEvents.authenticated);
    socket.io.engine.close(); // the transport drops; socket.io reconnects by itself
    expect(await again).toEqual({ uid: userId });
    expect(socket.id).not.toBe(firstId);

    const received = next(socket, realtimeEvents.markAsRead);
    await pushEvent(userId, realtimeEvents.markAsRead, { id: notification.id });
    expect(await received).toEqual({ id: notification.id });

    socket.emit(realtimeEvents.unauthenticate);
    await expect
      .poll(async () =>
        (await socketLog()).some((entry) => entry.event === 'unauthenticate' && entry.socketId === socket.id),
      )
      .toBe(true);
    expect(await pushEvent(userId, realtimeEvents.markAsRead, { id: notification.id })).toEqual({
      delivered: 0,
    });
  });

  it('acknowledges unauthenticate, so a client can close the socket once it has been heard', async () => {
    const socket = connect();
    socket.on('connect', () => socket.emit(realtimeEvents.authenticate, { token: clientToken }));
    await next(socket, realtimeEvents.authenticated);
    await socket.timeout(2_000).emitWithAck(realtimeEvents.unauthenticate);
    const entry = (await socketLog()).find(
      (logged) => logged.socketId === socket.id && logged.event === 'unauthenticate',
    );
    expect(entry?.uid).toBe(userId);
  });

  it("the app's connection says unauthenticate before it closes, every time", async () => {
    // A disconnect in the same frame as the event used to drop it (the server dispatches on the
    // next tick): repeat open → authenticated → close and require the event in every round.
    for (let round = 0; round < 8; round += 1) {
      const from = (await socketLog()).length;
      // This round's socket: the one that authenticated after `from`.
      const ownSocketId = async () =>
        (await socketLog()).slice(from).find((entry) => entry.event === 'authenticate')?.socketId;
      let authenticated!: () => void;
      const heard = new Promise<void>((resolve) => (authenticated = resolve));
      const connection = await connectRealtime({
        token: clientToken,
        url: companionUrl(),
        handlers: { authenticated: () => authenticated() },
      });
      await heard;
      const socketId = await ownSocketId();
      expect(socketId).toBeDefined();
      connection.close();
      await expect
        .poll(async () =>
          (await socketLog()).some((entry) => entry.event === 'disconnect' && entry.socketId === socketId),
        )
        .toBe(true);
      const said = (await socketLog()).find(
        (entry) => entry.event === 'unauthenticate' && entry.socketId === socketId,
      );
      expect(said?.uid).toBe(userId);
    }
    // Closed: nothing pushed reaches the user.
    expect(await pushEvent(userId, realtimeEvents.markAsRead, { id: notification.id })).toEqual({
      delivered: 0,
    });
  });

  it('rejects a push whose payload breaks the event schema', async () => {
    await expect(pushEvent(userId, realtimeEvents.newNotification, { id: 'x' })).rejects.toThrow(/400/);
  });
});
