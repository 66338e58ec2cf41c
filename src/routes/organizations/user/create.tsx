import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '@/features/organizations/users/user-form-page';
import { userFormSearch } from '@/features/organizations/users/user-form-search';

export const Route = createFileRoute('/organizations/user/create')({
  staticData: { title: 'Add New User' },
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="create" search={Route.useSearch()} />;
  },
});
