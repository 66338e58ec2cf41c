import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requireAccess('dashboard'),
  component: () => <PlannedScreen path="/dashboard" />,
});
