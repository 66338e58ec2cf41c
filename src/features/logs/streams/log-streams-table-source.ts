import { logStreamListEndpoint } from '@/api/log-streams/contract';
import { logStreamKeys } from '@/api/log-streams/queries';
import { orgListSource } from '@/api/list-source';

/** One organization's log streams, for the table. */
export const logStreamsTableSource = orgListSource({
  tableId: 'log-streams',
  endpoint: logStreamListEndpoint,
  queryKey: logStreamKeys.list,
});
