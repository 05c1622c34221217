// A user's password and notification settings (split from ./users.ts; the operations are in
// openapi/paths/users.yaml): the signed-in user's password change and newsletter choice, and the
// password set with the one-time token of the password-set email (no session needed).
import type { NotificationPreferences } from '../../generated/api';
import type { ApiClient } from './client';

/** `PUT /users/{id}/change-password` for the signed-in user. */
export async function changePassword(api: ApiClient, userId: string, password: string): Promise<void> {
  await api.PUT('/users/{id}/change-password', { params: { path: { id: userId } }, body: { password } });
}

/**
 * `POST /users/{id}/password` (assumed path): the password set with the email's one-time token (§5: it
 * needs the id, the password and the token). 204; a 404 means the token is unknown, used or expired.
 */
export async function setPassword(
  api: ApiClient,
  input: { userId: string; password: string; token: string },
): Promise<void> {
  if (!input.userId || !input.password || !input.token)
    throw new Error('setPassword needs the user id, the password and the token');
  await api.POST('/users/{id}/password', {
    params: { path: { id: input.userId } },
    body: { password: input.password, token: input.token },
  });
}

/** The preferences body: the newsletter is the one choice; every transactional flag is sent true (§7). */
const notificationPreferencesBody = (newsletter: boolean): NotificationPreferences => ({
  marketing: { newsletter },
  transactional: {
    applyCreditsRefunded: true,
    applyViewed: true,
    applyApproved: true,
    applyRejected: true,
    requestCancelled: true,
    newMessage: true,
    newRequest: true,
    requestActivity: true,
    clientLeftFeedback: true,
  },
});

/** `PUT /users/{id}/notification-preferences`; answers the stored preferences. */
export async function updateNotificationPreferences(
  api: ApiClient,
  userId: string,
  newsletter: boolean,
): Promise<NotificationPreferences> {
  const { data } = await api.PUT('/users/{id}/notification-preferences', {
    params: { path: { id: userId } },
    body: notificationPreferencesBody(newsletter),
  });
  if (!data) throw new Error('updateNotificationPreferences answered without the preferences');
  return data;
}
