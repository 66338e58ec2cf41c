import { createFileRoute, redirect } from '@tanstack/react-router';

/** The console opens on the dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
