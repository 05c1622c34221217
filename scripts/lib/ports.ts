// Ports for tooling that starts servers of its own.
import { createServer } from 'node:net';

/** A port nobody listens on now (the OS picks it), so the default ports of others stay free. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
