// @vitest-environment jsdom
// The heading a step change focuses is the one the step hands the onboarding, not the first h2 the
// step happens to render: here the basic-info step (a stand-in) shows another h2 above its own,
// as a notice or a section of a step might one day.
import { cleanup, configure } from '@testing-library/react';
import type { Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../helpers/render-ui';
import { OnboardingFrom, onboardingApi, proWithArea } from '../../../helpers/pro-onboarding';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
vi.mock('../../../../src/features/pro-signup/components/BasicInfoStep', () => ({
  BasicInfoStep: ({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) => (
    <section>
      <h2>お知らせ</h2>
      <h2 ref={headingRef} tabIndex={-1}>
        基本情報
      </h2>
    </section>
  ),
}));
afterEach(cleanup);

/** A new pro who has saved the service area and their name: the photo step is theirs. */
const atAvatar = proWithArea('user-pro-heading', {
  profile: { isCompany: false, fullNameKanji: { last: '山田', first: '太郎' } },
});

describe('a step change', () => {
  it('focuses the heading the step names, not another h2 shown above it', async () => {
    const { screen, user } = await renderUi(<OnboardingFrom pro={atAvatar} step="avatar" />, {
      api: onboardingApi(atAvatar),
    });
    await screen.findByRole('heading', { name: 'プロフィール写真', level: 2 });

    await user.click(screen.getByRole('button', { name: '戻る' }));
    const heading = await screen.findByRole('heading', { name: '基本情報', level: 2 });
    expect(document.activeElement).toBe(heading);
  });
});
