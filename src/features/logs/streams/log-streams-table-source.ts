import type { LogStream } from '@/api/log-streams/contract';
import { fetchLogStreamPage, logStreamKeys } from '@/api/log-streams/queries';
import type { TableSource } from '@/components/data-table';

/** One organization's log streams, so the page the loader fetches is the one the table finds cached. */
export const logStreamsTableSource = (orgId: string): TableSource<LogStream> => ({
  tableId: 'log-streams',
  queryKey: logStreamKeys.list(orgId),
  defaultSort: { field: 'name', order: 'asc' },
  fetchPage: (params, { signal }) => fetchLogStreamPage(orgId, params, signal),
});
