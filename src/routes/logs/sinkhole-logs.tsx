import { createFileRoute } from '@tanstack/react-router';
import { SinkholeLogsScreen } from '@/features/logs/sinkhole/sinkhole-logs-screen';

// No route guard: like every Logs tab, a tab hidden from the viewer opens their default tab (area layout).
export const Route = createFileRoute('/logs/sinkhole-logs')({
  staticData: { title: 'Sinkhole Logs' },
  component: SinkholeLogsScreen,
});
