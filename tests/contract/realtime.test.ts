// The companion's socket.io server speaks the contract's realtime protocol (x-realtime).
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  realtimeEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../generated/realtime';
import { zNotification } from '../../generated/zod';
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

  it('rejects a push whose payload breaks the event schema', async () => {
    await expect(pushEvent(userId, realtimeEvents.newNotification, { id: 'x' })).rejects.toThrow(/400/);
  });
});
