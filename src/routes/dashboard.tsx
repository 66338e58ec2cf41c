import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requireAccess('dashboard'),
  component: () => (
    <NotBuiltYet
      title="Dashboard"
      purpose="show total and blocked DNS requests over time for the selected organization, with a saved query."
      specReference="Specification 3 (logs and dashboards), Dashboard"
    />
  ),
});
