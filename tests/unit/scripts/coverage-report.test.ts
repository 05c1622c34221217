// The operation-status coverage: what counts as driven through the app, and when the gate fails.
import { describe, expect, it } from 'vitest';
import { documentedOperations, measure, type Operation } from '../../../scripts/coverage-report';

const operations: Operation[] = [
  { operationId: 'getJobType', method: 'GET', path: '/job-types/{id}', statuses: ['200', '400', '404'] },
  { operationId: 'createRequest', method: 'POST', path: '/requests', statuses: ['201', '429', '500'] },
  { operationId: 'getPrefecture', method: 'GET', path: '/prefectures/{id}', statuses: ['200', '404'] },
];
const line = (operationId: string, status: number, testId: string | null, manual = false) => ({
  operationId,
  method: 'GET',
  status,
  testId,
  manual,
});

describe('coverage report', () => {
  it('reads each operation and its numeric response codes from the contract', () => {
    const contract = {
      paths: {
        '/a/{id}': {
          get: { operationId: 'getA', responses: { '200': {}, '404': {}, default: {} } },
          parameters: [],
        },
        '/b': { post: { operationId: 'createB', responses: { '201': {} } } },
      },
    };
    expect(documentedOperations(contract as never)).toEqual([
      { operationId: 'getA', method: 'GET', path: '/a/{id}', statuses: ['200', '404'] },
      { operationId: 'createB', method: 'POST', path: '/b', statuses: ['201'] },
    ]);
  });

  it('counts the pairs the app drove, by which tests; hand-built requests do not count', () => {
    const coverage = measure(
      operations,
      [
        line('getJobType', 200, 't1'),
        line('getJobType', 404, 't2'),
        line('getJobType', 404, 't3'),
        line('getJobType', 400, 'manual-test', true),
        line('createRequest', 201, 't1'),
        line('createRequest', 429, 't4'),
        line('getPrefecture', 404, 'manual-test', true),
      ],
      [{ operationId: 'createRequest', status: '500', reason: 'a server error is one path for every call' }],
    );
    expect(coverage.pairs).toBe(8);
    expect(coverage.drivenPairs).toBe(4);
    expect([...(coverage.driven.get('getJobType')?.get('404') ?? [])]).toEqual(['t2', 't3']);
    // getJobType 400 only by hand: missing. getPrefecture is never called by the app: not gated.
    expect(coverage.missing).toEqual([{ operationId: 'getJobType', status: '400' }]);
    expect(coverage.staleExceptions).toEqual([]);
  });

  it('names exceptions of pairs driven now, undocumented pairs, and answers the contract does not list', () => {
    const coverage = measure(
      operations,
      [
        line('getJobType', 200, 't1'),
        line('getJobType', 400, 't1'),
        line('getJobType', 404, 't1'),
        line('getJobType', 503, 't9'),
      ],
      [
        { operationId: 'getJobType', status: '400', reason: 'old' },
        { operationId: 'getJobType', status: '418', reason: 'not documented' },
        { operationId: 'createRequest', status: '500', reason: ' ' },
      ],
    );
    expect(coverage.missing).toEqual([]);
    expect(coverage.staleExceptions.map((entry) => entry.status)).toEqual(['400']);
    expect(coverage.unknownExceptions.map((entry) => `${entry.operationId} ${entry.status}`)).toEqual([
      'getJobType 418',
      'createRequest 500',
    ]);
    expect(coverage.undocumented).toEqual([{ operationId: 'getJobType', status: '503', tests: ['t9'] }]);
  });
});
