import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/user/view')({
  component: () => (
    <NotBuiltYet
      title="User Details"
      purpose="show a user's details and roles."
      specReference="Specification 1 (foundation) §2, User form"
    />
  ),
});
