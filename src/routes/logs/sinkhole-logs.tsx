import { createFileRoute } from '@tanstack/react-router';
import { SinkholeLogsScreen } from '@/features/logs/sinkhole/sinkhole-logs-screen';
import { requireCall } from '../-guards';

export const Route = createFileRoute('/logs/sinkhole-logs')({
  staticData: { title: 'Sinkhole Logs' },
  beforeLoad: requireCall('sinkholeLog.list'),
  component: SinkholeLogsScreen,
});
