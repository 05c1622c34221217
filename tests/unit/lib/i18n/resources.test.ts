import { describe, expect, it } from 'vitest';
import type { NotificationAction } from '../../../../src/api';
import { createI18n, namespaces, notificationActionKey, notificationText } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { languages } from '../../../../src/lib/i18n/languages';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf key of a resource tree, dotted (`errors.name.english`). */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leafValue(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

// Every notification action of the contract, in the product's order.
const notificationActions = [
  'applyRefunded',
  'applyRefundedDueToSpy',
  'applyRequest',
  'approveApply',
  'cancelJob',
  'cancelJobOfSpyRequest',
  'changeApplyCoverLetter',
  'changeApplyQuote',
  'changeApplyQuoteCoverLetter',
  'clientReadApply',
  'custom',
  'idApproved',
  'jobComplete',
  'missionComplete',
  'newRequest',
  'proFeedback',
  'proProfileViewed',
  'proSolicitFeedback',
  'rankPromoted',
  'refereeReward',
  'referrerReward',
  'rejectApply',
  'replyApply',
  'replyJob',
  'replyRequest',
  'requestComplete',
] as const satisfies readonly NotificationAction[];

// The list above is exactly the contract's enum (a compile error otherwise).
type MissingAction = Exclude<NotificationAction, (typeof notificationActions)[number]>;
const _noActionMissing: [MissingAction] extends [never] ? true : MissingAction = true;

// The product's form error keys, plus the two this module adds.
const formErrorKeys = [
  'required',
  'pattern',
  'address',
  'email',
  'phone',
  'name.english',
  'name.kanji',
  'invalidName',
  'zipCodeNotExists',
  'zipCodeLastFourDigitsIsAllZero',
  'minLength',
  'maxLength',
  'min',
  'max',
  'furiganaRequired',
  'unknown',
].map((key) => `errors.${key}`);

describe('resources', () => {
  it.each(namespaces)('ja and en have the same keys in %s', (namespace) => {
    const ja = leafKeys(resources.ja[namespace]).sort();
    const en = leafKeys(resources.en[namespace]).sort();
    expect(ja.length).toBeGreaterThan(0);
    expect(en).toEqual(ja);
  });

  it.each(namespaces)(
    'every text in %s is non-empty and uses the same placeholders in ja and en',
    (namespace) => {
      for (const key of leafKeys(resources.ja[namespace])) {
        const ja = leafValue(resources.ja[namespace], key) ?? '';
        const en = leafValue(resources.en[namespace], key) ?? '';
        expect(ja.trim(), `ja ${namespace}:${key}`).not.toBe('');
        expect(en.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(placeholders(en), `${namespace}:${key}`).toEqual(placeholders(ja));
      }
    },
  );

  it('has every form error key of the product', () => {
    for (const language of languages) {
      const keys = leafKeys(resources[language].form);
      expect(keys).toEqual(expect.arrayContaining(formErrorKeys));
    }
  });

  it('has a text for each of the 26 notification actions and no other', () => {
    expect(notificationActions).toHaveLength(26);
    for (const language of languages) {
      expect(Object.keys(resources[language].notifications.actions).sort()).toEqual(
        [...notificationActions].sort(),
      );
    }
  });

  it('keeps the app name and the two language names', () => {
    expect(resources.ja.common.appName).toBe('暮らしのプロ探し');
    expect(resources.en.common.appName).toBe('Home Pros');
    for (const language of languages) {
      expect(resources[language].common.nav.language.ja).toBe('日本語');
      expect(resources[language].common.nav.language.en).toBe('English');
    }
  });
});

describe('createI18n', () => {
  it('is initialised synchronously with the default namespace common', () => {
    const i18n = createI18n('ja', resources);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ja');
    expect(i18n.t('notFound.title')).toBe('ページが見つかりません');
    expect(i18n.t('common:appName')).toBe('暮らしのプロ探し');
  });

  it('gives separate instances per call', () => {
    const ja = createI18n('ja', resources);
    const en = createI18n('en', resources);
    expect(ja).not.toBe(en);
    expect(en.t('notFound.title')).toBe('Page not found');
    expect(ja.t('notFound.title')).toBe('ページが見つかりません');
  });

  it('interpolates without escaping', () => {
    expect(createI18n('ja', resources).t('form:errors.minLength', { min: 3 })).toBe(
      '3文字以上で入力してください',
    );
    expect(createI18n('en', resources).t('form:errors.minLength', { min: 3 })).toBe(
      'Please enter at least 3 characters',
    );
    expect(createI18n('en', resources).t('form:errors.max', { max: 10 })).toBe(
      'Please enter a value of 10 or less',
    );
    expect(
      createI18n('ja', resources).t('headings.jobTypeInPlace', {
        place: '東京都',
        jobType: 'ハウスクリーニング',
      }),
    ).toBe('東京都のハウスクリーニング');
    expect(
      createI18n('en', resources).t('headings.jobTypeInPlace', {
        place: 'Tokyo & Chiba',
        jobType: 'Cleaning',
      }),
    ).toBe('Cleaning in Tokyo & Chiba');
  });

  it('resolves nested error keys', () => {
    expect(createI18n('ja', resources).t('form:errors.name.kanji')).toBe(resources.ja.form.errors.name.kanji);
    expect(createI18n('en', resources).t('form:errors.zipCodeLastFourDigitsIsAllZero')).toBe(
      resources.en.form.errors.zipCodeLastFourDigitsIsAllZero,
    );
  });

  it('pluralises and groups the pro count', () => {
    const en = createI18n('en', resources);
    expect(en.t('proCount', { count: 1 })).toBe('1 pro');
    expect(en.t('proCount', { count: 0 })).toBe('0 pros');
    expect(en.t('proCount', { count: 1234 })).toBe('1,234 pros');
    const ja = createI18n('ja', resources);
    expect(ja.t('proCount', { count: 1 })).toBe('1人のプロ');
    expect(ja.t('proCount', { count: 1234 })).toBe('1,234人のプロ');
  });

  it('switches language synchronously', () => {
    const i18n = createI18n('ja', resources);
    void i18n.changeLanguage('en');
    expect(i18n.t('status.loading')).toBe('Loading…');
  });

  it('type-checks keys', () => {
    const i18n = createI18n('en', resources);
    // @ts-expect-error -- not a key of common
    expect(i18n.t('notFound.nope')).toBe('notFound.nope');
    // @ts-expect-error -- not a namespace
    expect(i18n.t('nope:appName')).toBe('appName');
  });
});

describe('notification texts', () => {
  const actor = { id: 'pro-0001', name: '山田 太郎' };

  it('names the actor', () => {
    expect(notificationText(createI18n('ja', resources), { action: 'applyRequest', actor, data: {} })).toBe(
      '山田 太郎さんから見積もりが届きました',
    );
    expect(notificationText(createI18n('en', resources), { action: 'applyRequest', actor, data: {} })).toBe(
      '山田 太郎 sent you a quote',
    );
  });

  it('has a text for every action in both languages', () => {
    for (const language of languages) {
      const i18n = createI18n(language, resources);
      for (const action of notificationActions) {
        const text = notificationText(i18n, { action, actor, data: {} });
        expect(text).not.toContain('{{');
        expect(text).not.toContain('actions.');
        expect(i18n.t(notificationActionKey(action), { actor: 'X' })).toBe(
          resources[language].notifications.actions[action].replace('{{actor}}', 'X'),
        );
      }
    }
  });

  it('falls back when the actor is missing', () => {
    expect(
      notificationText(createI18n('en', resources), { action: 'proFeedback', actor: null, data: {} }),
    ).toBe('A user left you a review');
    expect(
      notificationText(createI18n('ja', resources), { action: 'idApproved', actor: null, data: {} }),
    ).toBe('本人確認が完了しました');
  });

  it('shows the message of a custom notification, with language fallback', () => {
    const message = { ja: '年末年始のお知らせ', en: 'Holiday hours' };
    expect(
      notificationText(createI18n('en', resources), { action: 'custom', actor: null, data: { message } }),
    ).toBe('Holiday hours');
    expect(
      notificationText(createI18n('en', resources), {
        action: 'custom',
        actor: null,
        data: { message: { ja: '年末年始' } },
      }),
    ).toBe('年末年始');
    expect(notificationText(createI18n('ja', resources), { action: 'custom', actor: null, data: {} })).toBe(
      '運営からのお知らせがあります',
    );
  });
});
