// @vitest-environment jsdom
// What an onboarding step says and does when the pro comes back to it: an ended sign-in links to
// signing in again, back to the step; the rate limit is named, with what to do; the photo step
// reached back from the confirmation goes on with the saved photo, without a new upload.
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, User } from '../../../../src/api';
import { AvatarStep } from '../../../../src/features/pro-signup/components/AvatarStep';
import { StepFailure } from '../../../../src/features/pro-signup/components/step-save';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const pro: User = registeringPro({
  id: 'user-pro-9',
  email: 'pro9@example.com',
  proRegistrationStep: 'confirm',
  profile: { isCompany: false, avatar: 'https://example.com/photo.png' },
  proProfile: { location: { prefecture: 'tokyo', city: 'shibuya-ku' } },
});

describe('an onboarding step, come back to', () => {
  it('an ended sign-in links to signing in, back to this page', async () => {
    const { screen } = await renderUi(<StepFailure failure="sessionEnded" />, {
      url: '/pro/onboarding?step=2',
    });
    const link = await screen.findByRole('link', { name: 'ログイン' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('redirect')).toBe(
      '/pro/onboarding?step=2',
    );
  });

  it.each([
    ['ja', '短時間に多くの', 'しばらく時間をおいて'],
    ['en', 'too many', 'wait a little'],
  ] as const)('(%s) the rate limit is named, with what to do', async (language, limit, wait) => {
    const { screen } = await renderUi(<StepFailure failure="rateLimited" />, { language });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(limit);
    expect(alert.textContent).toContain(wait);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('other failures have no link', async () => {
    const { screen } = await renderUi(<StepFailure failure="network" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the photo step, back from the confirmation with no other photo chosen, goes on with the saved one', async () => {
    const post = vi.fn();
    const api = {
      GET: () => Promise.resolve({ data: 'https://example.com/photo.png' }),
      POST: post,
    } as unknown as ApiClient;
    const onSaved = vi.fn();
    const { screen } = await renderUi(
      <AvatarStep
        user={pro}
        draft={undefined}
        onDraft={() => undefined}
        onSaved={onSaved}
        onBack={undefined}
      />,
      { api },
    );
    fireEvent.click(await screen.findByRole('button', { name: '保存して次へ' }));
    expect(onSaved).toHaveBeenCalledWith(pro);
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
