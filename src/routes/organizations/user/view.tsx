import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage, userFormSearch } from '@/features/users/user-form-page';

export const Route = createFileRoute('/organizations/user/view')({
  validateSearch: userFormSearch,
  component: function UserFormRoute() {
    return <UserFormPage mode="view" search={Route.useSearch()} />;
  },
});
