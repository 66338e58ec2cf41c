import { createFileRoute } from '@tanstack/react-router';
import { AlertSetFormPage } from '@/features/organizations/alert-sets/form/alert-set-form-page';
import { alertSetFormSearch } from '@/features/organizations/alert-sets/form/alert-set-form-search';

export const Route = createFileRoute('/organizations/alert-set/form')({
  staticData: { title: 'Alert Set' },
  validateSearch: alertSetFormSearch,
  component: function AlertSetFormRoute() {
    return <AlertSetFormPage search={Route.useSearch()} />;
  },
});
