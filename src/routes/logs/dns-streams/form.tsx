import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/dns-streams/form')({
  staticData: { title: 'DNS Stream' },
  component: () => (
    <NotBuiltYet
      title="DNS Stream"
      purpose="create or view a DNS log stream."
      specReference="Specification 3 (logs and dashboards), Stream create/view"
    />
  ),
});
