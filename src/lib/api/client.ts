// The one openapi-fetch client of the app. Middleware adds the headers every call carries
// (product spec §7) and turns non-2xx answers into a typed ApiError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody, Language, paths } from '../../../generated/api';
import { zErrorBody } from '../../../generated/zod';
import { ApiError } from './errors';

export interface ClientContext {
  language: () => Language;
  fingerprint: () => string;
  accessToken: () => string | undefined;
}

export function createApiClient(baseUrl: string, context: ClientContext) {
  const client = createClient<paths>({ baseUrl });

  const headers: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-ui-language', context.language());
      request.headers.set('x-device', context.fingerprint());
      request.headers.set('client', 'z-web');
      const token = context.accessToken();
      if (token) request.headers.set('x-access-token', token);
      return request;
    },
  };

  const errors: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      let body: ErrorBody | undefined;
      if (response.headers.get('content-type')?.includes('json')) {
        const parsed = zErrorBody.safeParse(
          await response
            .clone()
            .json()
            .catch(() => undefined),
        );
        if (parsed.success) body = parsed.data;
      }
      throw new ApiError(`${request.method} ${schemaPath}`, response.status, body);
    },
  };

  client.use(headers, errors);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
