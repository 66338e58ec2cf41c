import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/audit')({
  staticData: { title: 'Audit Logs' },
  component: () => (
    <NotBuiltYet
      title="Audit Logs"
      purpose="list audit events with filters by organization, user and date."
      specReference="Specification 3 (logs and dashboards), Audit Logs"
    />
  ),
});
