import { createFileRoute } from '@tanstack/react-router';
import { ThreatsPage } from '@/features/areas/area-pages';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/threats')({
  staticData: { title: 'Threat Analysis' },
  beforeLoad: requireAccess('threats'),
  component: ThreatsPage,
});
