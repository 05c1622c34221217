import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/components/AccountPage';
import { accountTabOf, type AccountTab } from '../../features/account/tabs';
import { useAuthState } from '../../features/auth/store';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { userQueryOptions } from '../../api';

// The signed-in user's settings (a client's and a pro's alike): /account, /en/account; ?tab=password
// or ?tab=notifications opens that tab.
export const Route = createFileRoute('/_auth/account')({
  validateSearch: (search: Record<string, unknown>): { tab?: AccountTab } => {
    const tab = accountTabOf(search['tab']);
    return tab === 'name' ? {} : { tab };
  },
  loader: async ({ context }) => {
    // The user is asked for at once but not waited for: the page shows its frame and its loading
    // line meanwhile, and its query takes over this very fetch (one retry policy, not the loader's
    // and then the page's); a failure shows on the page, with a retry.
    void context.queryClient.prefetchQuery(userQueryOptions(context.api, context.userId));
    await ensureResources(context.i18n, context.language, ['common', 'form', 'account']);
    return { page: pageInfo('other') };
  },
  component: function Account() {
    const { auth } = Route.useRouteContext();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    // The live user: signing out here leaves the page for the start page.
    const userId = useAuthState(auth.store).currentUser?.id;
    if (!userId) return null;
    return (
      <AccountPage
        userId={userId}
        onUserSaved={auth.userSaved}
        tab={accountTabOf(tab)}
        onTab={(next) =>
          void navigate({ search: next === 'name' ? {} : { tab: next }, replace: true, resetScroll: false })
        }
      />
    );
  },
});
