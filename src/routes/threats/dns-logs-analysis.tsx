import { createFileRoute } from '@tanstack/react-router';
import { DnsLogsAnalysisScreen } from '@/features/threats/logs-analysis/dns-logs-analysis-screen';
import { threatSearch } from '@/features/threats/use-threat-data';

export const Route = createFileRoute('/threats/dns-logs-analysis')({
  staticData: { title: 'DNS Logs Analysis' },
  validateSearch: threatSearch,
  component: function DnsLogsAnalysisRoute() {
    return <DnsLogsAnalysisScreen search={Route.useSearch()} />;
  },
});
