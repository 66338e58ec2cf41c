import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/users')({
  component: () => (
    <NotBuiltYet
      title="User Management"
      purpose="list the users of the selected organization with search, sorting, filters and enable, disable and delete."
      specReference="Specification 1 (foundation) §2, User Management"
    />
  ),
});
