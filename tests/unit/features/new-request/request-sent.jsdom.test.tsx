// @vitest-environment jsdom
// The request modal once a send succeeds (audit at 390 px): the form and its send button are gone,
// so the focus fell to <body> and a screen reader said nothing. The confirmation's heading takes
// the focus (from a script only: not a Tab stop), so it is announced. Its "see the request" link,
// the panel's one way on, stays a real link and is a tap target high (it was 24 px, the text's
// line): it takes the button kit's styles. (jsdom lays nothing out: the rules that make it so are
// checked as the page's styles apply them, the CSS being mobile first.)
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthToken, JobType } from '../../../../src/api';
import buttonStyles from '../../../../src/components/ui/Button.module.css';
import { RequestModal } from '../../../../src/features/new-request/components/RequestModal';
import { draftKey, writeDraft } from '../../../../src/features/new-request/draft';
import { emptyContact } from '../../../../src/features/new-request/form/contact';
import { filledAnswers } from '../../../../fixtures/request-answers';
import { registeringApi } from '../../../helpers/api-client';
import { stubModalDialogs } from '../../../helpers/dialogs';
import { applyStylesheet, tokenValue } from '../../../helpers/module-styles';
import { visitorModalProps } from '../../../helpers/request-modal';
import { renderUi } from '../../../helpers/render-ui';
import { byId } from './form/job-types';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs and no scrolling.
beforeEach(() => {
  stubModalDialogs();
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

// No address field: the restored answers are valid as they are, so the send goes straight out.
const jobType: JobType = byId('logo-designer');
const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: 1_900_000_000_000 };

const TEXT = {
  ja: {
    send: '依頼を送信する',
    title: '依頼を送信しました',
    view: '依頼を見る',
    names: { lastName: '山田', firstName: '花子' },
  },
  en: {
    send: 'Send request',
    title: 'Your request has been sent',
    view: 'See the request',
    names: { lastName: 'Yamada', firstName: 'Hanako' },
  },
} as const;

/** The modal on its contact step with the answers restored (as after a reload); presses send. */
async function sendRequest(language: 'ja' | 'en') {
  const text = TEXT[language];
  writeDraft(sessionStorage, draftKey(jobType.id), {
    answers: filledAnswers(jobType) as never,
    contact: { ...emptyContact, method: 'email', email: 'visitor@example.jp', ...text.names },
    step: jobType.forms.length,
  });
  const ui = await renderUi(<RequestModal {...visitorModalProps(jobType, language)} />, {
    api: registeringApi({ auth: AUTH }).api,
    language,
  });
  await ui.user.click(await screen.findByRole('button', { name: text.send }));
  return screen.findByTestId('request-created');
}

describe.each(['ja', 'en'] as const)('a request sent (%s)', (language) => {
  const text = TEXT[language];

  it('moves the focus to the confirmation’s heading, which is no Tab stop', async () => {
    const panel = await sendRequest(language);
    const heading = screen.getByRole('heading', { name: text.title });
    expect(panel.contains(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('offers the request as a real link, a tap target high', async () => {
    const panel = await sendRequest(language);
    applyStylesheet('src/components/ui/Button.module.css', buttonStyles);
    const link = screen.getByRole('link', { name: text.view });
    expect(panel.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/request-detail/req-0042');
    const style = getComputedStyle(link);
    expect(style.display).toBe('inline-flex');
    expect(style.minHeight).toBe('var(--tap-target)');
    expect(tokenValue('tap-target')).toBe('44px');
  });
});
