import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/dns-streams/')({
  staticData: { title: 'DNS Streams' },
  component: () => (
    <NotBuiltYet
      title="DNS Streams"
      purpose="list the DNS log streams of the selected organization."
      specReference="Specification 3 (logs and dashboards), DNS Streams list"
    />
  ),
});
