import { createFileRoute, redirect } from '@tanstack/react-router';

// The product's entry page is /start: the root redirects there.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/start', replace: true, statusCode: 302 });
  },
});
