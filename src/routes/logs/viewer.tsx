import { createFileRoute } from '@tanstack/react-router';
import { parseLogsLinkSearch } from '@/api/log-queries/logs-link';
import { DnsLogsScreen } from '@/features/logs/viewer/dns-logs-screen';
import { requireCall } from '../-guards';

/** A link prefills the form (the threat charts and the dashboard link here). */
export const Route = createFileRoute('/logs/viewer')({
  staticData: { title: 'DNS Logs' },
  beforeLoad: requireCall('logQuery.previewStatus'),
  validateSearch: parseLogsLinkSearch,
  component: function DnsLogsRoute() {
    return <DnsLogsScreen search={Route.useSearch()} />;
  },
});
