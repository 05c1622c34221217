// Closing the request modal, from the form and from whatever shows in its place.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Closes the modal: its parameters leave the URL, replacing the entry, so Back does not open it
 * again.
 */
export function useCloseRequest(): () => void {
  const navigate = useNavigate();
  return useCallback(
    () =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          request: undefined,
          requestIn: undefined,
          requestPro: undefined,
        }),
        replace: true,
      }),
    [navigate],
  );
}
