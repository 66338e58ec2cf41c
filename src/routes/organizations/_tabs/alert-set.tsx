import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/_tabs/alert-set')({
  staticData: { title: 'Alert Sets' },
  component: () => <PlannedScreen path="/organizations/alert-set" />,
});
