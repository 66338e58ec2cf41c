import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from '@/features/organizations/users/users-tab';

export const Route = createFileRoute('/organizations/_tabs/users')({
  staticData: { title: 'Users' },
  component: UsersTab,
});
