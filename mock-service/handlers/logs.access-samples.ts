import type { Sample } from '../testing/permission-matrix';

const badDestination = {
  type: 'S3',
  jobName: 'matrix',
  accessKey: 'not-a-key',
  secretKey: 'secret',
  bucketPath: 'matrix',
  region: 'us-gov-west-1',
  endpointUrl: 's3.example.gov',
};
/** A one-hour log query; the samples give it a name the service refuses, so nothing is computed or written. */
const hourQuery = {
  duration: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-01T01:00:00.000Z' },
  durationType: '1',
};
const extractSample = (orgId: string) => ({
  orgId,
  queryName: 'Matrix',
  queryParams: {
    duration: { startDate: '2026-11-16T13:00:00Z', endDate: '2026-11-16T14:00:00Z' },
    durationType: '1',
  },
  when: { type: 'scheduled', start: '2022-03-11T00:00:00Z' },
});

/** Log streams, log push, log queries (previews and scheduled extracts) and sinkhole logs. */
export const samples: Record<string, Sample> = {
  'logStream.list': ({ orgId }) => ({ orgId }),
  'logStream.get': ({ orgId }) => ({ orgId, id: 'ls-none' }),
  // The set is another organization's: refused at sourceSets before anything is written.
  'logStream.create': ({ orgId }) => ({ orgId, name: 'Matrix', sourceSets: ['ss-none'] }),
  'logStream.delete': ({ orgId }) => ({ orgId, id: 'ls-none' }),
  'logPush.list': ({ orgId }) => ({ orgId }),
  'logPush.get': ({ orgId }) => ({ orgId, id: 'lp-none' }),
  // A malformed access key: the field rule refuses before a token file is written.
  'logPush.sendToken': ({ orgId }) => ({ orgId, ...badDestination }),
  'logPush.verifyToken': ({ orgId }) => ({ orgId, ...badDestination, token: 'matrix' }),
  'logPush.create': ({ orgId }) => ({ orgId, ...badDestination, token: 'matrix', enabled: true }),
  'logPush.update': ({ orgId }) => ({ orgId, id: 'lp-none', enabled: false }),
  'logPush.delete': ({ orgId }) => ({ orgId, id: 'lp-none' }),
  'logPush.locationCrosswalk': ({ orgId }) => ({ orgId }),
  'logPush.policyCrosswalk': ({ orgId }) => ({ orgId }),
  'logPush.demoDestinationFiles': ({ orgId }) => ({
    orgId,
    type: 'S3',
    bucketPath: 'matrix',
    endpointUrl: 's3.example.gov',
  }),
  'logQuery.preview': ({ orgId }) => ({ orgId, queryParams: { ...hourQuery, queryName: 'bad name!' } }),
  'logQuery.previewAsync': ({ orgId }) => ({ orgId, queryParams: { ...hourQuery, queryName: 'bad name!' } }),
  'logQuery.previewStatus': ({ orgId, email }) => ({ orgId, userId: email }),
  'logQuery.previewCancel': ({ orgId, email }) => ({ orgId, userId: email }),
  'logQuery.previewResults': ({ orgId }) => ({ orgId, queryExecutionId: 'qe-none' }),
  // Scheduled extracts: an unknown extract (404) or a first run in the past (400), so an allowed write writes nothing.
  'logQuery.list': ({ orgId }) => ({ orgId }),
  'logQuery.listHistory': ({ orgId }) => ({ orgId, queryId: 'xq-none' }),
  'logQuery.results': ({ orgId }) => ({ orgId, queryId: 'xq-none', executionId: 'xq-none.1' }),
  'logQuery.create': ({ orgId }) => extractSample(orgId),
  'logQuery.update': ({ orgId }) => ({ ...extractSample(orgId), queryId: 'xq-none' }),
  'logQuery.delete': ({ orgId }) => ({ orgId, queryId: 'xq-none' }),
  'sinkholeLog.list': ({ orgId }) => ({ orgId, sinkholeIp: '203.0.113.10', duration: { type: '1' } }),
  // A file that never existed: an allowed call is a 404.
  'sinkholeLog.download': ({ orgId }) => ({ orgId, logId: '198.51.100.1_2020-01-01T00' }),
};
