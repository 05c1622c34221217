// Internationalisation: resources (ja is the reference, en mirrors its keys; loaded on demand), the i18next
// instance factory, typed keys, language/path helpers and formatting.
import i18next, { type i18n } from 'i18next';
import type { Notification, NotificationAction } from '../../api';
import type jaAccount from './resources/ja/account.json';
import type jaBlog from './resources/ja/blog.json';
import type jaCommon from './resources/ja/common.json';
import type jaForm from './resources/ja/form.json';
import type jaMarketing from './resources/ja/marketing.json';
import type jaNotifications from './resources/ja/notifications.json';
import type jaPros from './resources/ja/pros.json';
import type jaRequest from './resources/ja/request.json';
import { defaultLanguage, languages, type AppLanguage } from './languages';
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
 * Every bundle loads on demand with `ensureResources`, each in its own small chunk; none is in the
 * first page's JavaScript. The first page's come with its document instead (`dehydrateTexts`).
 */
const loaders: Record<AppLanguage, Record<Namespace, () => Promise<{ default: Bundle }>>> = {
  ja: {
    common: () => import('./resources/ja/common.json'),
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

/**
 * Loads what `language` needs of `needed` (once; later calls resolve at once). Only that language:
 * English has every key Japanese has (resources.test.ts), so the Japanese fallback is never read.
 */
export async function ensureResources(
  instance: i18n,
  language: AppLanguage,
  needed: readonly Namespace[] = ['common'],
): Promise<void> {
  await Promise.all(
    needed
      .filter((namespace) => !instance.hasResourceBundle(language, namespace))
      .map(async (namespace) =>
        instance.addResourceBundle(
          language,
          namespace,
          (await loaders[language][namespace]()).default,
          true,
          true,
        ),
      ),
  );
}

/**
 * The namespaces the pages seen so far have loaded, in either language. A language switch loads
 * them in the new language: a page whose own loader does not run again for it (same route, same
 * data) would otherwise stay in the old one.
 */
export const namespacesInUse = (instance: i18n): Namespace[] =>
  namespaces.filter((namespace) =>
    languages.some((language) => instance.hasResourceBundle(language, namespace)),
  );

/** A bundle's texts: strings, grouped under keys. */
interface TextTree {
  [key: string]: string | TextTree;
}

/** The texts a render used, as its document carries them to the browser (the router's dehydrated state). */
export interface DehydratedTexts {
  language: AppLanguage;
  /** Every bundle the render loaded in the page's language. */
  bundles: Partial<Record<Namespace, TextTree>>;
}

/** On the server, after the render: the page's language and the bundles it loaded in it. */
export function dehydrateTexts(instance: i18n): DehydratedTexts {
  const language: AppLanguage = instance.language === 'en' ? 'en' : 'ja';
  const bundles: DehydratedTexts['bundles'] = {};
  for (const namespace of namespaces) {
    if (instance.hasResourceBundle(language, namespace))
      bundles[namespace] = instance.getResourceBundle(language, namespace) as TextTree;
  }
  return { language, bundles };
}

/**
 * In the browser, before the first render: the server's bundles, added to `instance` (`t` has them
 * at once, and `ensureResources` does not load them again). Switches `instance` to the page's
 * language after them.
 */
export async function hydrateTexts(instance: i18n, { language, bundles }: DehydratedTexts): Promise<void> {
  for (const namespace of namespaces) {
    const bundle = bundles[namespace];
    if (bundle) instance.addResourceBundle(language, namespace, bundle, true, true);
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}

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
 * react.tsx hands it down), `common` as default namespace, Japanese as fallback (once loaded; English
 * has every key anyway), no HTML escaping (React escapes) and synchronous initialisation, so `t`
 * works as soon as this returns for what `preloaded` holds (by default nothing: the root route
 * loads `common` before anything renders, and the browser's first page has its texts from the
 * document, `hydrateTexts`). Load anything else with `ensureResources` before showing it; tests
 * pass every bundle (all-resources.ts).
 */
export function createI18n(language: AppLanguage, preloaded: Resources = {}): i18n {
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
