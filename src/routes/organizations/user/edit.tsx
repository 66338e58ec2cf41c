import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/user/edit')({
  component: () => <PlannedScreen path="/organizations/user/edit" />,
});
