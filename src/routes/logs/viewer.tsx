import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/viewer')({
  staticData: { title: 'DNS Logs' },
  component: () => (
    <NotBuiltYet
      title="DNS Logs"
      purpose="preview DNS logs for a query, then download the results."
      specReference="Specification 3 (logs and dashboards), DNS Logs"
    />
  ),
});
