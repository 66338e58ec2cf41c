import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/profile-page';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/profile')({
  staticData: { title: 'Profile' },
  beforeLoad: requireAccess('profile'),
  component: ProfilePage,
});
