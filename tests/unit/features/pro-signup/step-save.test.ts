// What a failed onboarding save tells the pro: only a 401 means the sign-in ended; a 403 on their
// own data is a failure the team hears of, not a session that ended; a 429 is the rate limit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api';
import { stepFailureOf } from '../../../../src/features/pro-signup/components/step-save';
import { reportError } from '../../../../src/lib/monitoring';

vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

beforeEach(() => vi.mocked(reportError).mockClear());

describe('stepFailureOf', () => {
  it('401: the sign-in ended (nothing to report)', () => {
    expect(stepFailureOf(new ApiError('saveBasicInfo', 401, undefined), 'onboarding')).toBe('sessionEnded');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('403: a failed save, reported with the operation and status', () => {
    const refused = new ApiError('saveBasicInfo', 403, {
      error: { code: 'FORBIDDEN', message: 'Not yours' },
    });
    expect(stepFailureOf(refused, 'onboarding')).toBe('failed');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('429: the rate limit, named (the pro waits and tries again; nothing to report)', () => {
    const limited = new ApiError('saveBasicInfo', 429, {
      error: { code: 'RATE_LIMITED', message: 'Too many requests' },
    });
    expect(stepFailureOf(limited, 'onboarding')).toBe('rateLimited');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('the refused social avatar keeps its own message', () => {
    const avatar = new ApiError('saveProProfile', 400, {
      error: { code: 'INVALID_SOCIAL_AVATAR_URL', message: 'Bad avatar' },
    });
    expect(stepFailureOf(avatar, 'onboarding')).toBe('invalidSocialAvatar');
  });
});
