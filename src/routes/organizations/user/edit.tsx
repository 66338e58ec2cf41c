import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '@/features/organizations/users/user-form-page';
import { userFormSearch } from '@/features/organizations/users/user-form-search';

export const Route = createFileRoute('/organizations/user/edit')({
  staticData: { title: 'Edit User' },
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="edit" search={Route.useSearch()} />;
  },
});
