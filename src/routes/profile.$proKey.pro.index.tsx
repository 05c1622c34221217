import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { useAuthState } from '../features/auth/store';
import { loadProfile } from '../features/pro-profile/load';
import { profileSearch } from '../features/pro-profile/search';
import { ProProfilePage } from '../features/pro-profile/components/ProProfilePage';
import { RequestButton } from '../features/new-request/container/RequestHost';

export const Route = createFileRoute('/profile/$proKey/pro/')({
  validateSearch: profileSearch,
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ params, context }) => loadProfile(params.proKey, context),
  component: function Profile() {
    const { pro, language } = Route.useLoaderData();
    const { auth } = Route.useRouteContext();
    const viewerId = useAuthState(auth.store).currentUser?.id;
    return (
      <ProProfilePage
        pro={pro}
        language={language}
        viewerIsOwner={viewerId === pro.id}
        requestAction={
          <RequestButton
            jobTypeId={pro.mainJobTypeId}
            where={`${pro.location.prefecture}/${pro.location.city}`}
            proId={pro.id}
          />
        }
      />
    );
  },
  errorComponent: ErrorState,
});
