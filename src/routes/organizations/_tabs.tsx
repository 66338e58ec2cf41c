import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '@/features/areas/area-pages';

export const Route = createFileRoute('/organizations/_tabs')({
  staticData: { title: 'Organizations' },
  component: OrganizationsPage,
});
