import { createFileRoute } from '@tanstack/react-router';
import { ExtractHistoryScreen } from '@/features/logs/extracts/extract-history-screen';
import { extractHistorySearch } from '@/features/logs/extracts/extract-history-search';
import { requireCall } from '../../-guards';

export const Route = createFileRoute('/logs/scheduled-extracts/history')({
  staticData: { title: 'Extract History' },
  beforeLoad: requireCall('logQuery.listHistory'),
  validateSearch: extractHistorySearch,
  component: function ExtractHistoryRoute() {
    return <ExtractHistoryScreen search={Route.useSearch()} />;
  },
});
