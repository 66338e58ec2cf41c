import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requireAccess('dashboard'),
  component: DashboardScreen,
});
