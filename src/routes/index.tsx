import { createFileRoute, redirect } from '@tanstack/react-router';

// The product's entry page is /start (product spec §2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/start', replace: true });
  },
});
