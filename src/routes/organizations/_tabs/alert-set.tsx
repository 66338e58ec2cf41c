import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/_tabs/alert-set')({
  component: () => <PlannedScreen path="/organizations/alert-set" />,
});
