import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { useAuthState } from '../features/auth/store';
import { loadProfile } from '../features/pro-profile/load';
import { profileSearch } from '../features/pro-profile/search';
import { ProProfilePage } from '../features/pro-profile/components/ProProfilePage';
import { RequestButton } from '../features/new-request/container/RequestHost';

export const Route = createFileRoute('/profile/$proKey/pro/$jobTypeId')({
  validateSearch: profileSearch,
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ params, context }) => loadProfile(params.proKey, context, params.jobTypeId),
  component: function ProfileForJobType() {
    const { pro, language } = Route.useLoaderData();
    const { auth } = Route.useRouteContext();
    const viewerId = useAuthState(auth.store).currentUser?.id;
    const { jobTypeId } = Route.useParams();
    return (
      <ProProfilePage
        pro={pro}
        jobTypeId={jobTypeId}
        language={language}
        viewerIsOwner={viewerId === pro.id}
        requestAction={
          <RequestButton
            jobTypeId={jobTypeId}
            where={`${pro.location.prefecture}/${pro.location.city}`}
            proId={pro.id}
          />
        }
      />
    );
  },
  errorComponent: ErrorState,
});
