// The Sentry events the app sent to the mock kit's companion sink.
import type { APIRequestContext } from '@playwright/test';
import { companionOrigin } from '../helpers/e2e-ports';

export interface SentryEvent {
  message: string;
  tags: Record<string, string>;
}

interface Envelope {
  items: { type: string; payload: unknown }[];
}

export async function clearSinks(request: APIRequestContext): Promise<void> {
  await request.delete(`${companionOrigin}/__sinks`);
}

export async function sentryEvents(request: APIRequestContext): Promise<SentryEvent[]> {
  const envelopes = (await (await request.get(`${companionOrigin}/__sinks/sentry`)).json()) as Envelope[];
  return envelopes
    .flatMap((envelope) => envelope.items)
    .filter((item) => item.type === 'event')
    .map((item) => {
      const payload = item.payload as {
        tags?: Record<string, string>;
        exception?: { values?: { type?: string; value?: string }[] };
        message?: string;
      };
      const exception = payload.exception?.values?.[0];
      return {
        message: exception ? `${exception.type ?? ''}: ${exception.value ?? ''}` : (payload.message ?? ''),
        tags: payload.tags ?? {},
      };
    });
}

/** One failure is one report: the same error (area, operation, message) is never sent twice. */
export function duplicates(events: SentryEvent[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const event of events) {
    const key = `${event.tags.area ?? '-'} ${event.tags.operation ?? '-'} ${event.message}`;
    if (seen.has(key)) twice.push(key);
    seen.add(key);
  }
  return twice;
}
