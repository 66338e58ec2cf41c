import { createFileRoute } from '@tanstack/react-router';
import { AuditLogsScreen } from '@/features/logs/audit/audit-logs-screen';

// No route guard: like every Logs tab, a tab hidden from the viewer opens their default tab (area layout).
export const Route = createFileRoute('/logs/audit')({
  staticData: { title: 'Audit Logs' },
  component: AuditLogsScreen,
});
