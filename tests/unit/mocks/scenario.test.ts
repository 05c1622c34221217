// Which answer a request gets: the `Prefer` header wins, otherwise the per-operation choice.
import type { IHttpOperation } from '@stoplight/types';
import { describe, expect, it } from 'vitest';
import { scenarioOf } from '../../../mocks/prism/scenario';
import type { MockBehaviour, RequestContext } from '../../../mocks/types';

const route = {
  operation: {} as IHttpOperation,
  method: 'get',
  pattern: /^\/job-types\/([^/]+)$/,
  names: ['id'],
  literalSegments: 1,
  exampleKeys: new Set(['gardener', 'empty']),
  codes: new Set(['200', '404', '429', '503']),
};
const context: RequestContext = {
  operationId: 'getJobType',
  pathParams: { id: 'gardener' },
  query: {},
  headers: {},
  body: undefined,
};
const picksGardener: MockBehaviour = { select: () => ({ example: 'gardener' }) };
const refuses: MockBehaviour = { select: () => ({ code: 404 }) };
const refusesWithCode: MockBehaviour = { select: () => ({ code: 429, example: 'tooMany' }) };

describe('scenarioOf', () => {
  it.each([
    [
      'no header: the operation picks',
      undefined,
      picksGardener,
      { mock: { dynamic: false, exampleKey: 'gardener' }, asIs: false },
    ],
    [
      'no header: the operation refuses',
      undefined,
      refuses,
      { mock: { dynamic: false, code: 404 }, asIs: false },
    ],
    [
      'no header: the operation refuses, naming the documented error example',
      undefined,
      refusesWithCode,
      { mock: { dynamic: false, code: 429, exampleKey: 'tooMany' }, asIs: false },
    ],
    ['a documented code', 'code=429', picksGardener, { mock: { dynamic: false, code: 429 }, asIs: false }],
    [
      'an example by name, served as it is',
      'example=empty',
      picksGardener,
      { mock: { dynamic: false, exampleKey: 'empty' }, asIs: true },
    ],
    [
      'an example the operation lacks: as usual',
      'example=nope',
      picksGardener,
      { mock: { dynamic: false, exampleKey: 'gardener' }, asIs: false },
    ],
    [
      'random data, alone or =true',
      'dynamic',
      picksGardener,
      { mock: { dynamic: true, ignoreExamples: true }, asIs: true },
    ],
    [
      'random data off',
      'dynamic=false',
      picksGardener,
      { mock: { dynamic: false, exampleKey: 'gardener' }, asIs: false },
    ],
    ['an undocumented 5xx', 'code=500', picksGardener, { undocumented: 500 }],
    [
      'a documented 5xx goes to Prism',
      'code="503"',
      picksGardener,
      { mock: { dynamic: false, code: 503 }, asIs: false },
    ],
    [
      'several preferences',
      'code=429; example=empty',
      picksGardener,
      { mock: { dynamic: false, exampleKey: 'empty', code: 429 }, asIs: true },
    ],
  ])('%s', (_name, prefer, behaviour, expected) => {
    expect(scenarioOf(prefer, route, context, behaviour)).toEqual(expected);
  });

  it('leaves an unknown route to Prism', () => {
    expect(scenarioOf('code=500', undefined, undefined, picksGardener)).toEqual({
      mock: { dynamic: false, code: 500 },
      asIs: false,
    });
  });
});
