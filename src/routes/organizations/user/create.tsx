import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/user/create')({
  component: () => (
    <NotBuiltYet
      title="Add New User"
      purpose="create a user with their roles."
      specReference="Specification 1 (foundation) §2, User form"
    />
  ),
});
