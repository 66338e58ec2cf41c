import { createFileRoute, redirect } from '@tanstack/react-router';

/** /organizations opens its default tab. */
export const Route = createFileRoute('/organizations/')({
  beforeLoad: () => {
    throw redirect({ to: '/organizations/users', replace: true });
  },
});
