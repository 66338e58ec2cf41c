import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { logStreamSortFields } from '@/api/log-streams/contract';
import { tableSearchEntries } from '@/components/data-table/route-state';
import { LogStreamsScreen } from '@/features/logs/streams/log-streams-screen';

const logStreamsSearch = v.object(tableSearchEntries(logStreamSortFields));

export const Route = createFileRoute('/logs/dns-streams/')({
  staticData: { title: 'DNS Streams' },
  validateSearch: logStreamsSearch,
  component: function LogStreamsRoute() {
    return <LogStreamsScreen search={Route.useSearch()} />;
  },
});
