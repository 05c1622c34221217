import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignInPage } from '../features/auth/components/SignInPage';
import { ensureResources } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import { safeRedirect } from './-guard';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  loader: async ({ context }) => {
    await ensureResources(context.i18n, context.language, ['common', 'form']);
    return { page: pageInfo('signIn') };
  },
  component: function SignIn() {
    const router = useRouter();
    const { t } = useTranslation();
    const { redirect } = Route.useSearch();
    const { auth } = Route.useRouteContext();
    return (
      <SignInPage
        notice={redirect ? t('auth.signInRequired') : undefined}
        onSignIn={async (email, password) => {
          await auth.signIn(email, password);
          if (redirect) await router.navigate({ href: redirect });
          else await router.navigate({ to: '/start' });
        }}
      />
    );
  },
});
