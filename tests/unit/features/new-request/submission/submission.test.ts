import { describe, expect, it } from 'vitest';
import { submissionOf } from '../../../../../src/features/new-request/submission/submission';
import { ApiError, NetworkError } from '../../../../../src/api';

const created = {
  _id: 'req-1',
  jobTypeId: 'plumber',
  status: 'open' as const,
  createdTime: 'a',
  expirationTime: 'b',
};
const body = (code: string) => ({ error: { code, message: 'x' } });

describe('where a submission stands, read from its mutation', () => {
  it('starts idle with nothing created, checked or failed', () => {
    expect(submissionOf({ status: 'idle' })).toEqual({ status: 'idle' });
  });

  it('is sending while the mutation runs (registration, duplicate check and creation alike)', () => {
    expect(submissionOf({ status: 'pending' })).toEqual({ status: 'sending' });
  });

  it('holds the created request once sent', () => {
    expect(submissionOf({ status: 'success', data: { kind: 'created', request: created } })).toEqual({
      status: 'created',
      request: created,
    });
  });

  it('a duplicate stops the submission until the visitor decides', () => {
    expect(
      submissionOf({ status: 'success', data: { kind: 'duplicate', duplicateRequestId: 'req-9' } }),
    ).toEqual({ status: 'duplicate', duplicateRequestId: 'req-9' });
  });

  it('a failure ends sending; 429 is the rate-limit notice; a code is shown; the rest reads as unknown', () => {
    const failed = (error: unknown) => submissionOf({ status: 'error', error });
    expect(failed(new ApiError('POST /requests', 429, body('RATE_LIMITED')))).toEqual({
      status: 'failed',
      failure: { kind: 'rateLimited' },
      emailRegistered: false,
    });
    expect(failed(new ApiError('POST /requests', 400, body('CAPTCHA_FAILED')))).toMatchObject({
      failure: { kind: 'code', code: 'CAPTCHA_FAILED' },
    });
    expect(failed(new NetworkError('POST /requests'))).toMatchObject({ failure: { kind: 'network' } });
    expect(failed(new TypeError('x is undefined'))).toMatchObject({ failure: { kind: 'unknown' } });
    expect(failed(new Error('boom'))).toMatchObject({ failure: { kind: 'unknown' } });
  });

  it('an email that already has an account is a failure that asks to sign in', () => {
    expect(submissionOf({ status: 'success', data: { kind: 'emailRegistered' } })).toEqual({
      status: 'failed',
      failure: { kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' },
      emailRegistered: true,
    });
  });
});
