// Internationalisation: resources (ja is the reference, en mirrors its keys; loaded on demand), the i18next
// instance factory, typed keys, language/path helpers and formatting.
import i18next, { type i18n } from 'i18next';
import type { Notification, NotificationAction } from '../../api';
import type jaAccount from './resources/ja/account.json';
import type jaBlog from './resources/ja/blog.json';
import jaCommon from './resources/ja/common.json';
import type jaForm from './resources/ja/form.json';
import type jaMarketing from './resources/ja/marketing.json';
import type jaNotifications from './resources/ja/notifications.json';
import type jaPros from './resources/ja/pros.json';
import type jaRequest from './resources/ja/request.json';
import { defaultLanguage, type AppLanguage } from './languages';
import { localized } from './format';

export { otherLanguage, type AppLanguage } from './languages';
export { languageFromPath, localizeHref, stripLanguage, withLanguage } from './paths';
export { localName, type GroupNames, type RomanizedNames } from './names';
export { dataTextLang } from './data-text';
export {
  formatPriceRange,
  formatRelativeTime,
  formatYen,
  localized,
  siteTimeZone,
  titleWithSuffixes,
} from './format';

export const namespaces = [
  'common',
  'form',
  'notifications',
  'marketing',
  'pros',
  'request',
  'blog',
  'account',
] as const;
export type Namespace = (typeof namespaces)[number];

type Bundle = Record<string, unknown>;
export type Resources = Partial<Record<AppLanguage, Partial<Record<Namespace, Bundle>>>>;

/**
 * Japanese `common` ships in the first page's JavaScript (the default language renders without a
 * wait); every other language and namespace loads on demand with `ensureResources`, each in its
 * own small chunk.
 */
const loaders: Record<AppLanguage, Record<Namespace, () => Promise<{ default: Bundle }>>> = {
  ja: {
    common: async () => ({ default: jaCommon }),
    form: () => import('./resources/ja/form.json'),
    notifications: () => import('./resources/ja/notifications.json'),
    marketing: () => import('./resources/ja/marketing.json'),
    pros: () => import('./resources/ja/pros.json'),
    request: () => import('./resources/ja/request.json'),
    blog: () => import('./resources/ja/blog.json'),
    account: () => import('./resources/ja/account.json'),
  },
  en: {
    common: () => import('./resources/en/common.json'),
    form: () => import('./resources/en/form.json'),
    notifications: () => import('./resources/en/notifications.json'),
    marketing: () => import('./resources/en/marketing.json'),
    pros: () => import('./resources/en/pros.json'),
    request: () => import('./resources/en/request.json'),
    blog: () => import('./resources/en/blog.json'),
    account: () => import('./resources/en/account.json'),
  },
};

/** Loads what `language` needs of `needed` (once; later calls resolve at once). */
export async function ensureResources(
  instance: i18n,
  language: AppLanguage,
  needed: readonly Namespace[] = ['common'],
): Promise<void> {
  const languagesToLoad = language === defaultLanguage ? [language] : [language, defaultLanguage];
  await Promise.all(
    languagesToLoad.flatMap((lng) =>
      needed
        .filter((namespace) => !instance.hasResourceBundle(lng, namespace))
        .map(async (namespace) =>
          instance.addResourceBundle(lng, namespace, (await loaders[lng][namespace]()).default, true, true),
        ),
    ),
  );
}

/**
 * The namespaces the pages seen so far have loaded (Japanese is loaded with every language, as the
 * fallback). A language switch loads them in the new language: a page whose own loader does not run
 * again for it (same route, same data) would otherwise stay in the old one.
 */
export const namespacesInUse = (instance: i18n): Namespace[] =>
  namespaces.filter((namespace) => instance.hasResourceBundle(defaultLanguage, namespace));

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof jaCommon;
      form: typeof jaForm;
      notifications: typeof jaNotifications;
      marketing: typeof jaMarketing;
      pros: typeof jaPros;
      request: typeof jaRequest;
      blog: typeof jaBlog;
      account: typeof jaAccount;
    };
  }
}

/**
 * A ready i18next instance for `language`: its own instance (never the global one; the provider of
 * react.tsx hands it down), `common` as default namespace, Japanese as fallback, no HTML escaping
 * (React escapes) and synchronous initialisation, so `t` works as soon as this returns for what
 * `preloaded` holds (by default Japanese `common`). Load anything else with `ensureResources`
 * before showing it; tests pass every bundle (all-resources.ts).
 */
export function createI18n(language: AppLanguage, preloaded: Resources = { ja: { common: jaCommon } }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    supportedLngs: ['ja', 'en'],
    fallbackLng: defaultLanguage,
    ns: namespaces,
    defaultNS: 'common',
    resources: preloaded,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The key of a notification action's text, e.g. `notifications:actions.applyRequest`. */
export function notificationActionKey(action: NotificationAction) {
  return `notifications:actions.${action}` as const;
}

/**
 * The display text of a notification in the instance's language. The actor's name fills
 * `{{actor}}` (`notifications:actorFallback` when the actor is null or has no name); a `custom`
 * notification shows its own `data.message` (other language as fallback) and the generic
 * `actions.custom` text only when it has none.
 */
export function notificationText(
  instance: i18n,
  notification: Pick<Notification, 'action' | 'actor' | 'data'>,
): string {
  const language: AppLanguage = instance.language === 'en' ? 'en' : 'ja';
  if (notification.action === 'custom') {
    const message = localized(notification.data.message, language);
    if (message) return message;
  }
  const actor = notification.actor?.name.trim() || instance.t('notifications:actorFallback');
  return instance.t(notificationActionKey(notification.action), { actor });
}
