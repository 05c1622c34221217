import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/account/components/SetPasswordPage';
import { ensureResources } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';

/** A query value as the link gives it: a non-empty string, else absent. */
const linkValue = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

// The password-set email's link: /set-password?uid=<user id>&token=<one-time token> (/en/set-password in
// English), and `email` when the link gives the account's address (for password managers only). Not
// signed in: the token is the proof.
export const Route = createFileRoute('/set-password')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { uid?: string | undefined; token?: string | undefined; email?: string | undefined } => ({
    uid: linkValue(search.uid),
    token: linkValue(search.token),
    email: linkValue(search.email),
  }),
  loader: async ({ context }) => {
    await ensureResources(context.i18n, context.language, ['common', 'form', 'account']);
    return { page: pageInfo('other') };
  },
  component: function SetPassword() {
    const { uid, token, email } = Route.useSearch();
    return <SetPasswordPage userId={uid} token={token} email={email} />;
  },
});
