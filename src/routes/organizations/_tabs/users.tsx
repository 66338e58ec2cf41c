import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from '@/features/organizations/users/users-tab';
import { requireCall } from '../../-guards';

export const Route = createFileRoute('/organizations/_tabs/users')({
  beforeLoad: requireCall('user.list'),
  component: UsersTab,
});
