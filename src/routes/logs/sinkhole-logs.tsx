import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/sinkhole-logs')({
  staticData: { title: 'Sinkhole Logs' },
  component: () => (
    <NotBuiltYet
      title="Sinkhole Logs"
      purpose="download logs of DNS requests answered by sinkholes."
      specReference="Specification 3 (logs and dashboards), Sinkhole Logs"
    />
  ),
});
