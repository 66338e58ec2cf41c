import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/_tabs/sources')({
  staticData: { title: 'Authorized Sources' },
  component: () => <PlannedScreen path="/organizations/sources" />,
});
