import { createFileRoute, redirect } from '@tanstack/react-router';

/** An unknown organization tab path opens the default tab. */
export const Route = createFileRoute('/organizations/$')({
  staticData: { title: 'Organizations' },
  beforeLoad: () => {
    throw redirect({ to: '/organizations/users', replace: true });
  },
});
