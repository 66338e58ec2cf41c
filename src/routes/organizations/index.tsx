import { createFileRoute, redirect } from '@tanstack/react-router';

/** /organizations opens its default tab. */
export const Route = createFileRoute('/organizations/')({
  staticData: { title: 'Organizations' },
  beforeLoad: () => {
    throw redirect({ to: '/organizations/users', replace: true });
  },
});
