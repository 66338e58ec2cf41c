import type { DestinationFile } from '../../src/api/log-push-jobs/contract';
import { destinationKey } from '../../src/api/log-push-jobs/rules';
import type { Database } from '../db/database';
import { currentWorld } from '../world-adapter/current-world';
import { batchesOf } from './batches';

/*
 * What a simulated log push destination holds (demo only): the ownership token files the service
 * wrote, and the hourly batch files of the enabled jobs delivering there, computed on the clock.
 * Read by the log push form's 'Simulated destination (demo)' call and by the demo panel.
 */

/** At most this many files per destination, newest first. */
const FILES_SHOWN = 20;

/** The newest files at one destination of one organization. */
export function destinationFilesOf(db: Database, orgId: string, destination: string, now: number): DestinationFile[] {
  const tokens = db.logPushFiles
    .all()
    .filter((file) => file.orgId === orgId && file.destination === destination)
    .map((file) => ({
      fileName: file.fileName,
      kind: 'token' as const,
      writtenAt: file.writtenAt,
      content: file.content,
      records: null,
    }));
  const world = currentWorld(db);
  const batches = db.logPushJobs
    .all()
    .filter((job) => job.orgId === orgId && destinationKey(job.type, job) === destination)
    .flatMap((job) => batchesOf(job, world, now, 6))
    .filter((batch) => !batch.failed)
    .map((batch) => ({
      fileName: batch.fileName,
      kind: 'batch' as const,
      writtenAt: new Date(batch.deliveredAt).toISOString(),
      content: null,
      records: batch.records,
    }));
  return [...tokens, ...batches].sort((a, b) => b.writtenAt.localeCompare(a.writtenAt)).slice(0, FILES_SHOWN);
}

export interface SimulatedDestination {
  orgId: string;
  orgName: string;
  destination: string;
  files: DestinationFile[];
}

/** Every destination the service wrote to or a job delivers to, across organizations, busiest first. */
export function allDestinations(db: Database, now: number): SimulatedDestination[] {
  const keys = new Map<string, { orgId: string; destination: string }>();
  const note = (orgId: string, destination: string) => keys.set(`${orgId} ${destination}`, { orgId, destination });
  for (const file of db.logPushFiles.all()) note(file.orgId, file.destination);
  for (const job of db.logPushJobs.all()) note(job.orgId, destinationKey(job.type, job));
  const names = new Map(db.organizations.all().map((org) => [org.orgId, org.displayName]));
  return [...keys.values()]
    .map(({ orgId, destination }) => ({
      orgId,
      orgName: names.get(orgId) ?? orgId,
      destination,
      files: destinationFilesOf(db, orgId, destination, now),
    }))
    .sort(
      (a, b) =>
        (b.files[0]?.writtenAt ?? '').localeCompare(a.files[0]?.writtenAt ?? '') ||
        a.destination.localeCompare(b.destination),
    );
}
