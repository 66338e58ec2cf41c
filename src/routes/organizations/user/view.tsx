import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '@/features/organizations/users/user-form-page';
import { userFormSearch } from '@/features/organizations/users/user-form-search';

export const Route = createFileRoute('/organizations/user/view')({
  staticData: { title: 'User Details' },
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="view" search={Route.useSearch()} />;
  },
});
