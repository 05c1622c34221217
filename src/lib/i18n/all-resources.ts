// Every translation bundle, statically: for tests and tools. The app loads them on demand
// (ensureResources in index.ts), so this module is never in its bundle.
import type { NotificationAction } from '../../api';
import enAccount from './resources/en/account.json';
import enBlog from './resources/en/blog.json';
import enCommon from './resources/en/common.json';
import enForm from './resources/en/form.json';
import enMarketing from './resources/en/marketing.json';
import enNotifications from './resources/en/notifications.json';
import enPros from './resources/en/pros.json';
import enRequest from './resources/en/request.json';
import jaAccount from './resources/ja/account.json';
import jaBlog from './resources/ja/blog.json';
import jaCommon from './resources/ja/common.json';
import jaForm from './resources/ja/form.json';
import jaMarketing from './resources/ja/marketing.json';
import jaNotifications from './resources/ja/notifications.json';
import jaPros from './resources/ja/pros.json';
import jaRequest from './resources/ja/request.json';
import type { AppLanguage } from './languages';

export const resources = {
  ja: {
    common: jaCommon,
    form: jaForm,
    notifications: jaNotifications,
    marketing: jaMarketing,
    pros: jaPros,
    request: jaRequest,
    blog: jaBlog,
    account: jaAccount,
  },
  en: {
    common: enCommon,
    form: enForm,
    notifications: enNotifications,
    marketing: enMarketing,
    pros: enPros,
    request: enRequest,
    blog: enBlog,
    account: enAccount,
  },
} as const;

// Compile-time proof that every notification action of the contract has a text in both languages.
const _actionTexts: Record<AppLanguage, Record<NotificationAction, string>> = {
  ja: jaNotifications.actions,
  en: enNotifications.actions,
};
