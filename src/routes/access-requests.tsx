import { createFileRoute } from '@tanstack/react-router';
import { AccessRequestPanel } from '@/features/access-requests/access-request-panel';
import { requireCall } from './-guards';

export const Route = createFileRoute('/access-requests')({
  staticData: { title: 'Access Requests' },
  beforeLoad: requireCall('orgRequest.list'),
  component: AccessRequestPanel,
});
