import { createFileRoute } from '@tanstack/react-router';
import { LogsPage } from '@/features/areas/area-pages';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/logs')({
  staticData: { title: 'Logs' },
  beforeLoad: requireAccess('logs'),
  component: LogsPage,
});
