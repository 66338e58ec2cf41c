import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage, userFormSearch } from '@/features/users/user-form-page';

export const Route = createFileRoute('/organizations/user/edit')({
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="edit" search={Route.useSearch()} />;
  },
});
