// A notification's text as the lists show it. The server may add actions before the app knows
// them: one without a text of its own reads as a generic notice (or its own message, when it
// carries one), never as the translation key. The actor's name is the user's own text inside the
// app's sentence: it is kept apart (`notificationTextParts`) so that the page can isolate it.
import type { i18n } from 'i18next';
import type { Notification } from '../../api';
import { localized, notificationActionKey, notificationText } from '../../lib/i18n';

/** Format and control characters (bidi overrides, zero-width ones): nothing a reader can see. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** A name's visible characters, trimmed ('' for a name of none: it reads as "a user"). */
export const visiblePart = (name: string | undefined) => (name ?? '').replace(INVISIBLE, '').trim();

/** Where the actor's name goes in the sentence: a private-use character no translation holds. */
const NAME_SLOT = '\uE000';

/**
 * The text in parts: the app's words (strings) and the actor's name (`{ name }`) where the sentence
 * names them. A notice without an actor's name (the service's own, or "a user" in its place) is the
 * app's words only.
 */
export function notificationTextParts(
  instance: i18n,
  notification: Pick<Notification, 'action' | 'actor' | 'data'>,
): (string | { name: string })[] {
  if (notification.action !== 'custom' && !instance.exists(notificationActionKey(notification.action))) {
    const language = instance.language === 'en' ? 'en' : 'ja';
    return [localized(notification.data.message, language) || instance.t('notifications:unknownAction')];
  }
  const { actor } = notification;
  const name = actor?.name.trim();
  if (!actor || !name || !visiblePart(name))
    return [notificationText(instance, { ...notification, actor: null })];
  const text = notificationText(instance, { ...notification, actor: { ...actor, name: NAME_SLOT } });
  return text
    .split(NAME_SLOT)
    .flatMap((words, index) => [...(index > 0 ? [{ name }] : []), ...(words ? [words] : [])]);
}
