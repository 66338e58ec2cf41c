import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/audit')({
  staticData: { title: 'Audit Logs' },
  component: () => <PlannedScreen path="/logs/audit" />,
});
