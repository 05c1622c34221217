// The request modal's props as the app gives them to a signed-out visitor on a Tokyo page (Shibuya),
// for the component tests of the flow's ends (sending, registering, a session that ended).
import { vi } from 'vitest';
import type { AuthToken, JobType } from '../../src/api';
import type { RequestModalProps } from '../../src/features/new-request/components/RequestModal';

/**
 * A signed-out visitor's modal for `jobType` in `language`; `overrides` for what a test changes
 * (how a session is adopted, the phone verification, the sign-in address…). By default a new
 * account's token is adopted as its user.
 */
export function visitorModalProps(
  jobType: JobType,
  language: 'ja' | 'en',
  overrides: Partial<RequestModalProps> = {},
): RequestModalProps {
  return {
    jobType,
    place: { prefecture: 'tokyo', city: 'shibuya-ku' },
    language,
    session: { signedIn: false, userId: undefined, displayName: undefined },
    adoptSession: vi.fn(async (auth: AuthToken) => auth.uid),
    onUserSaved: vi.fn(),
    captcha: { v3Token: async () => undefined },
    emailHosts: {},
    signInHref: '/sign-in',
    requestHref: (id) => `/request-detail/${id}`,
    onConversion: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}
