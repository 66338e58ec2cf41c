import { createFileRoute } from '@tanstack/react-router';
import { OrganizationInformationTab } from '@/features/organizations/organization-information-tab';

export const Route = createFileRoute('/organizations/_tabs/organization-information')({
  staticData: { title: 'Organization Information' },
  component: OrganizationInformationTab,
});
