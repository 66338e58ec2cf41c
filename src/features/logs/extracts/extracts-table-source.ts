import { extractListEndpoint } from '@/api/log-queries/extract-contract';
import { extractKeys } from '@/api/log-queries/extract-queries';
import { orgListSource } from '@/api/list-source';

/** One organization's scheduled extracts, for the table and the route's loader. */
export const extractsTableSource = orgListSource({
  tableId: 'scheduled-extracts',
  endpoint: extractListEndpoint,
  queryKey: extractKeys.list,
});
