import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The console opens on the dashboard. Before sign-in the address stays '/': the session gate
 * shows the Terms of Use and the login screen whatever the route, and a redirect here would make
 * the first paint wait for the dashboard's lazy chunk. The router re-runs this once someone has
 * signed in (src/app.tsx) and the redirect happens then.
 */
export const Route = createFileRoute('/')({
  staticData: { title: 'Dashboard' },
  beforeLoad: ({ context }) => {
    if (!context.principal) return;
    throw redirect({ to: '/dashboard', replace: true });
  },
});
