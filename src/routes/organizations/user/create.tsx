import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/user/create')({
  component: () => <PlannedScreen path="/organizations/user/create" />,
});
