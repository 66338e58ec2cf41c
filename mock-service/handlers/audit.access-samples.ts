import type { Sample } from '../testing/permission-matrix';

const lastDay = () => ({
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date().toISOString(),
});

/** The audit calls only read, so an allowed sample writes nothing. */
export const samples: Record<string, Sample> = {
  'audit.orgs': () => ({}),
  'user.emailList': ({ orgId }) => ({ orgId }),
  'audit.preview': ({ orgId }) => ({ orgId, duration: lastDay() }),
  'audit.results': ({ orgId }) => ({ orgId, duration: lastDay() }),
};
