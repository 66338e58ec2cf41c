import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/threats/dns-logs-analysis')({
  staticData: { title: 'DNS Logs Analysis' },
  component: () => (
    <NotBuiltYet
      title="DNS Logs Analysis"
      purpose="chart the top unranked and top unpopular trending domains."
      specReference="Specification 2 (policies and threats) §2.3"
    />
  ),
});
