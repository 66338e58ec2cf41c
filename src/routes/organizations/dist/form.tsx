import { createFileRoute } from '@tanstack/react-router';
import { DistributionListPage } from '@/features/organizations/distribution-lists/distribution-list-page';
import { distributionListSearch } from '@/features/organizations/distribution-lists/distribution-list-search';
import { requireCall } from '../../-guards';

export const Route = createFileRoute('/organizations/dist/form')({
  staticData: { title: 'Distribution List Information' },
  beforeLoad: requireCall('distributionList.list'),
  validateSearch: distributionListSearch,
  component: function DistributionListRoute() {
    return <DistributionListPage search={Route.useSearch()} />;
  },
});
