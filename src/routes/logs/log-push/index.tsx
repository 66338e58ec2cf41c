import { createFileRoute } from '@tanstack/react-router';
import { LogPushListScreen } from '@/features/logs/log-push/log-push-list-screen';

export const Route = createFileRoute('/logs/log-push/')({
  staticData: { title: 'DNS Log Push' },
  component: LogPushListScreen,
});
