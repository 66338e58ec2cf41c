import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/user/edit')({
  component: () => (
    <NotBuiltYet
      title="Edit User"
      purpose="edit a user and their roles."
      specReference="Specification 1 (foundation) §2, User form"
    />
  ),
});
