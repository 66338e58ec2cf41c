import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage, userFormSearch } from '@/features/users/user-form-page';

export const Route = createFileRoute('/organizations/user/create')({
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="create" search={Route.useSearch()} />;
  },
});
