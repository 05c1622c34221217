// Preview against the mock kit (`npm run preview`): what the development server's proxy does, here:
// /api to the mock API (which serves the contract at its root), Sentry envelopes and the fixtures'
// images, the stand-in phone-login widget and the stand-in LINE page to the companion, and the socket (WebSocket upgrades included). Never used in production.
import type { FastifyInstance } from 'fastify';

export function mockKitRoutes(apiUrl: string, companionUrl: string) {
  return async (app: FastifyInstance) => {
    const { default: proxy } = await import('@fastify/http-proxy');
    await app.register(proxy, {
      upstream: companionUrl,
      prefix: '/api/1/envelope',
      rewritePrefix: '/api/1/envelope',
    });
    await app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '' });
    await app.register(proxy, {
      upstream: companionUrl,
      prefix: '/mock-assets',
      rewritePrefix: '/mock-assets',
    });
    await app.register(proxy, {
      upstream: companionUrl,
      prefix: '/mock-widgets',
      rewritePrefix: '/mock-widgets',
    });
    await app.register(proxy, {
      upstream: companionUrl,
      prefix: '/mock-providers',
      rewritePrefix: '/mock-providers',
    });
    await app.register(proxy, {
      upstream: companionUrl,
      prefix: '/socket.io',
      rewritePrefix: '/socket.io',
      websocket: true,
    });
  };
}
