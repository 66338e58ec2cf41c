import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/alert-set/form')({
  staticData: { title: 'Alert Set' },
  component: () => <PlannedScreen path="/organizations/alert-set/form" />,
});
