// Type-level tests, checked by `npm run typecheck` (never executed): the generated `paths` make a
// wrongly-typed body or a missing required parameter a compile error on openapi-fetch calls.
// Each @ts-expect-error fails the typecheck if the line below it ever compiles.
import createClient from 'openapi-fetch';
import type { paths, RequestPayload } from '../../generated/api';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });

const payload: RequestPayload = {
  jobTypeId: 'house-cleaning',
  fields: { frequency: 'once' },
  jobTypeFieldsVersion: 3,
  context: { prefecture: 'tokyo' },
  language: 'ja',
  isDirectBooking: false,
  sent: true,
  status: 'open',
};

export async function typeChecks(): Promise<void> {
  // The correct calls compile.
  await client.POST('/requests', { body: payload });
  await client.GET('/pro-location-jobtype-ref/pros-by-job', {
    params: { query: { jobType: 'house-cleaning', language: 'ja' } },
  });
  await client.GET('/job-types/{id}', { params: { path: { id: 'house-cleaning' } } });

  // @ts-expect-error a string where the contract wants an integer
  await client.POST('/requests', { body: { ...payload, jobTypeFieldsVersion: '3' } });

  // @ts-expect-error a language the contract does not list
  await client.POST('/requests', { body: { ...payload, language: 'fr' } });

  // @ts-expect-error the body misses required fields
  await client.POST('/requests', { body: { jobTypeId: 'house-cleaning' } });

  await client.GET('/pro-location-jobtype-ref/pros-by-job', {
    // @ts-expect-error the required query parameter `language` is missing
    params: { query: { jobType: 'house-cleaning' } },
  });

  // @ts-expect-error the required path parameter is missing
  await client.GET('/job-types/{id}', { params: { path: {} } });

  // @ts-expect-error a path the contract does not have
  await client.GET('/job-type/{id}', { params: { path: { id: 'x' } } });

  // @ts-expect-error registration modes are a discriminated union: a client registration takes no jobTypes
  await client.POST('/auth/register', { body: { mode: 'client', email: 'a@example.com', jobTypes: ['x'] } });
}
