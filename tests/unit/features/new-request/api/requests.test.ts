import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, classifyCreateFailure } from '../../../../../src/api';

describe('classifying a failed creation: what the visitor is told, what is reported', () => {
  const body = (code: string) => ({ error: { code, message: 'x' } });
  it.each([
    [new ApiError('POST /requests', 429, body('RATE_LIMITED')), { kind: 'rateLimited' }],
    [new ApiError('POST /requests', 400, body('CAPTCHA_FAILED')), { kind: 'code', code: 'CAPTCHA_FAILED' }],
    [
      new ApiError('POST /requests', 409, body('DUPLICATE_REQUEST')),
      { kind: 'code', code: 'DUPLICATE_REQUEST' },
    ],
    [new ApiError('POST /requests', 400, undefined), { kind: 'unknown' }],
    [new ApiError('POST /requests', 503, body('SERVICE_UNAVAILABLE')), { kind: 'unknown' }],
    [new NetworkError('POST /requests', { cause: new TypeError('Failed to fetch') }), { kind: 'network' }],
    // A fault in the sending code (e.g. reading a property of undefined) is reported, not "offline".
    [new TypeError("Cannot read properties of undefined (reading 'id')"), { kind: 'unknown' }],
    [new Error('boom'), { kind: 'unknown' }],
  ])('%s → %j', (error, expected) => {
    expect(classifyCreateFailure(error)).toEqual(expected);
  });
});
