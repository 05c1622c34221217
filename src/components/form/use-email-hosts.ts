import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { EmailHosts } from '../../utils/email';

/** Where this page runs, for the email rule's plus-sign part (refused on the production host). */
export function useEmailHosts(): EmailHosts {
  const productionPublicHost = useRouteContext({
    from: '__root__',
    select: (context) => context.config.publicHost,
  });
  return useMemo(
    () => ({
      productionPublicHost,
      currentHost: typeof window === 'undefined' ? undefined : window.location.host,
    }),
    [productionPublicHost],
  );
}
