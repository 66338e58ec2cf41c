import { Collection } from '@msw/data';
import {
  informationBannerRecord,
  managementNetworkRecord,
  orgRequestRecord,
  organizationRecord,
  potentialOrganizationRecord,
  rulesOfBehaviorRecord,
  userRecord,
} from './schemas';
import { accessKeyRecord } from './schemas';
import { sourceRecord, sourceSetRecord } from './schemas';
import { authDeviceRecord, serviceTokenRecord } from './schemas';
import { retiredSourceRecord } from './schemas';
import { outboxRecord, policyEnforcementRecord, policyHistoryRecord, policyRecord } from './schemas';
import { policyDisputeRecord } from './schemas';
import { distributionListRecord } from './schemas';
import { alertSetRecord } from './schemas';
import { systemEventRecord } from './schemas';
import { logStreamRecord } from './log-records';
import { logPushFileRecord, logPushJobRecord, logPushProofRecord } from './log-records';
import { logPreviewRecord } from './log-records';
import { coverageJobRecord } from './schemas';
import { scheduledExtractRecord } from './log-records';
import { auditEventRecord } from './schemas';
import { emailVerificationRecord } from './schemas';
import { startedScenarioRecord } from './scenario-records';
import { resourceCollections } from './resource-tables';

/**
 * The mock's database: one @msw/data collection per table. It is a module singleton because the
 * handlers, the persistence layer and the test helpers must all see the same records.
 */
export const db = {
  organizations: new Collection({ schema: organizationRecord }),
  potentialOrganizations: new Collection({ schema: potentialOrganizationRecord }),
  orgRequests: new Collection({ schema: orgRequestRecord }),
  emailVerifications: new Collection({ schema: emailVerificationRecord }),
  users: new Collection({ schema: userRecord }),
  informationBanners: new Collection({ schema: informationBannerRecord }),
  rulesOfBehavior: new Collection({ schema: rulesOfBehaviorRecord }),
  managementNetworks: new Collection({ schema: managementNetworkRecord }),
  accessKeys: new Collection({ schema: accessKeyRecord }),
  sourceSets: new Collection({ schema: sourceSetRecord }),
  sources: new Collection({ schema: sourceRecord }),
  serviceTokens: new Collection({ schema: serviceTokenRecord }),
  authDevices: new Collection({ schema: authDeviceRecord }),
  retiredSources: new Collection({ schema: retiredSourceRecord }),
  policies: new Collection({ schema: policyRecord }),
  policyHistory: new Collection({ schema: policyHistoryRecord }),
  policyEnforcements: new Collection({ schema: policyEnforcementRecord }),
  outbox: new Collection({ schema: outboxRecord }),
  policyDisputes: new Collection({ schema: policyDisputeRecord }),
  distributionLists: new Collection({ schema: distributionListRecord }),
  alertSets: new Collection({ schema: alertSetRecord }),
  systemEvents: new Collection({ schema: systemEventRecord }),
  logStreams: new Collection({ schema: logStreamRecord }),
  logPushJobs: new Collection({ schema: logPushJobRecord }),
  logPushProofs: new Collection({ schema: logPushProofRecord }),
  logPushFiles: new Collection({ schema: logPushFileRecord }),
  logPreviews: new Collection({ schema: logPreviewRecord }),
  coverageJobs: new Collection({ schema: coverageJobRecord }),
  scheduledExtracts: new Collection({ schema: scheduledExtractRecord }),
  auditEvents: new Collection({ schema: auditEventRecord }),
  startedScenarios: new Collection({ schema: startedScenarioRecord }),
  // Then the resources that declare their tables in their own files.
  ...resourceCollections,
};

export type Database = typeof db;
export type TableName = keyof Database;

/** A stored record: the schema's type plus @msw/data's identity, which update() and delete() need. */
export type RowOf<K extends TableName> = ReturnType<Database[K]['all']>[number];
export type OrganizationRow = RowOf<'organizations'>;
export type UserRow = RowOf<'users'>;
export type ManagementNetworkRow = RowOf<'managementNetworks'>;
export type SourceSetRow = RowOf<'sourceSets'>;
export type SourceRow = RowOf<'sources'>;
export type ServiceTokenRow = RowOf<'serviceTokens'>;
export type PolicyRow = RowOf<'policies'>;
export type PolicyEnforcementRow = RowOf<'policyEnforcements'>;
export type AlertSetRow = RowOf<'alertSets'>;
export type LogPreviewRow = RowOf<'logPreviews'>;
export type CoverageJobRow = RowOf<'coverageJobs'>;
export const tableNames = Object.keys(db) as TableName[];

/** Plain JSON copies of every record, in collection order (the order is meaningful: home records first). */
export type DatabaseDump = { [K in TableName]: unknown[] };

export function dumpDatabase(): DatabaseDump {
  const dump = {} as DatabaseDump;
  for (const name of tableNames) dump[name] = db[name].all().map((record) => structuredClone({ ...record }));
  return dump;
}

/**
 * Empties one table. @msw/data's clear() looks every record up by key before removing it, which is
 * quadratic: seconds for the 10,000 users. No table here has relations or delete hooks, so emptying
 * the list `all()` hands out (the collection's own) removes the same records with nothing skipped.
 */
function emptyTable(name: TableName): void {
  const collection = db[name];
  if (collection.hooks.listenerCount('delete') > 0) collection.clear();
  else collection.all().length = 0;
}

export function clearDatabase(): void {
  for (const name of tableNames) emptyTable(name);
}

/**
 * Replaces every table with the dump's records. Each record passes its table's schema again, so a
 * snapshot written by an older build fails loudly here instead of corrupting replies later.
 */
export async function loadDatabase(dump: DatabaseDump, only: readonly TableName[] = tableNames): Promise<void> {
  for (const name of only) emptyTable(name);
  for (const name of only) {
    // The dump is untyped JSON; the collection's schema is what checks it.
    const collection = db[name] as unknown as { create(record: unknown): Promise<unknown> };
    for (const record of dump[name] ?? []) await collection.create(record);
  }
}
