import { createFileRoute } from '@tanstack/react-router';
import { AuditLogsScreen } from '@/features/logs/audit/audit-logs-screen';
import { requireCall } from '../-guards';

export const Route = createFileRoute('/logs/audit')({
  staticData: { title: 'Audit Logs' },
  beforeLoad: requireCall('audit.preview'),
  component: AuditLogsScreen,
});
