// Internationalisation: bundled resources (ja is the reference, en mirrors its keys), the i18next
// instance factory, typed keys, language/path helpers and formatting (product spec §2, §5, §9).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Notification, NotificationAction } from '../api';
import enCommon from './resources/en/common.json';
import enForm from './resources/en/form.json';
import enNotifications from './resources/en/notifications.json';
import jaCommon from './resources/ja/common.json';
import jaForm from './resources/ja/form.json';
import jaNotifications from './resources/ja/notifications.json';
import { defaultLanguage, type AppLanguage } from './languages';
import { localized } from './format';

export { languages, defaultLanguage, isAppLanguage, otherLanguage, type AppLanguage } from './languages';
export { languageFromPath, stripLanguage, withLanguage } from './paths';
export {
  fillTemplate,
  formatPriceRange,
  formatRelativeTime,
  formatYen,
  localized,
  siteTimeZone,
  titleWithSuffixes,
} from './format';

export const namespaces = ['common', 'form', 'notifications'] as const;
export type Namespace = (typeof namespaces)[number];

/** Every translation, bundled statically: no loading, no flash of keys. */
export const resources = {
  ja: { common: jaCommon, form: jaForm, notifications: jaNotifications },
  en: { common: enCommon, form: enForm, notifications: enNotifications },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof jaCommon;
      form: typeof jaForm;
      notifications: typeof jaNotifications;
    };
  }
}

// Compile-time proof that every notification action of the contract has a text in both languages.
const _everyActionHasText: Record<AppLanguage, Record<NotificationAction, string>> = {
  ja: jaNotifications.actions,
  en: enNotifications.actions,
};

/**
 * A ready i18next instance for `language`: its own instance (never the global one), with the
 * react-i18next binding, every namespace bundled, `common` as default namespace, Japanese as
 * fallback, no HTML escaping (React escapes) and synchronous initialisation, so `t` works as soon
 * as this returns. Pass it to `<I18nextProvider i18n={…}>`; switch languages with
 * `instance.changeLanguage(…)` (synchronous too, resources being bundled).
 */
export function createI18n(language: AppLanguage): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    supportedLngs: ['ja', 'en'],
    fallbackLng: defaultLanguage,
    ns: namespaces,
    defaultNS: 'common',
    resources,
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
