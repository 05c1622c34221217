// @vitest-environment jsdom
// A dropped social registration (§4: step socialAccountLinked, requestCount 0) as the pro sees it:
// the onboarding says it cannot be resumed and shows no step; the dashboard says it was dropped and
// offers no way back to onboarding — while a registration in progress keeps its link.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, User } from '../../../../src/api';
import { ProDashboard } from '../../../../src/features/pro-dashboard/components/ProDashboard';
import { ProOnboarding } from '../../../../src/features/pro-signup/components/ProOnboarding';
import { currentStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const linked: User = registeringPro({
  id: 'user-social-1',
  email: 'social@example.com',
  proRegistrationStep: 'socialAccountLinked',
});

/** An API that knows one user; every list it is asked for is empty. */
const apiFor = (user: User) =>
  ({
    GET: (path: string) => Promise.resolve({ data: path === '/users/{id}' ? user : [] }),
  }) as unknown as ApiClient;

describe('a dropped social registration (§4) on screen', () => {
  it('the onboarding says it cannot be resumed, with no step and no dashboard link (ja)', async () => {
    const { screen } = await renderUi(
      <ProOnboarding
        userId={linked.id}
        language="ja"
        step={undefined}
        onStep={() => undefined}
        onUserSaved={() => undefined}
        onFinished={() => Promise.resolve()}
      />,
      { api: apiFor(linked) },
    );
    expect(await screen.findByText(/中断されたプロ登録は再開できません/)).toBeTruthy();
    expect(screen.queryByTestId('onboarding')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with a request behind it, the onboarding resumes at its step (en)', async () => {
    const kept = { ...linked, requestCount: 2 };
    const { screen } = await renderUi(
      <ProOnboarding
        userId={kept.id}
        language="en"
        step={undefined}
        onStep={() => undefined}
        onUserSaved={() => undefined}
        onFinished={() => Promise.resolve()}
      />,
      { api: apiFor(kept), language: 'en' },
    );
    expect((await screen.findByTestId('onboarding')).dataset.step).toBe('area');
  });

  it('the dashboard says it was dropped and offers no way back; one in progress keeps its link', async () => {
    const dropped = await renderUi(<ProDashboard userId={linked.id} resumeStep={currentStep} />, {
      api: apiFor(linked),
      language: 'en',
    });
    expect(await dropped.screen.findByText(/was dropped/)).toBeTruthy();
    expect(dropped.screen.queryByRole('link', { name: /onboarding|continue/i })).toBeNull();
    cleanup();

    const inProgress = { ...linked, proRegistrationStep: 'avatar' as const };
    const resumed = await renderUi(<ProDashboard userId={inProgress.id} resumeStep={currentStep} />, {
      api: apiFor(inProgress),
      language: 'en',
    });
    expect(await resumed.screen.findByTestId('registration-state')).toBeTruthy();
    expect(resumed.screen.getByTestId('registration-state').querySelector('a')?.getAttribute('href')).toMatch(
      /\/pro\/onboarding$/,
    );
  });
});
