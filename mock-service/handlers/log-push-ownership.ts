import {
  type DestinationRequest,
  logPushDestinationFilesEndpoint,
  logPushSendTokenEndpoint,
  logPushVerifyTokenEndpoint,
} from '../../src/api/log-push-jobs/contract';
import { NO_PROOF, type Proof, sent, verify } from '../../src/api/log-push-jobs/ownership';
import { destinationKey } from '../../src/api/log-push-jobs/rules';
import { defineHandler } from '../core/define-handler';
import { randomHex } from '../../src/lib/hex';
import { deleteRecord, updateRecord } from '../core/crud';
import { type Database, db as defaultDb } from '../db/database';
import { assertAccount, assertDestinationRules, assertWritable, fingerprintDigest } from '../log-push/destination';
import { destinationFilesOf } from '../log-push/destination-files';

/** The stored proof of a destination, as the ownership state machine takes it. */
export function proofOf(orgId: string, destination: string, db: Database = defaultDb) {
  const record = db.logPushProofs.all().find((r) => r.orgId === orgId && r.destination === destination);
  const proof: Proof = record
    ? { phase: record.phase, fingerprint: record.fingerprint, fileName: record.fileName, token: record.token }
    : NO_PROOF;
  return { record, proof };
}

const keyOf = (input: DestinationRequest) => destinationKey(input.type, input);

/** Send Token: checks every rule, writes pdns-ownership-<random>.txt holding the token, replaces the proof. */
const sendToken = defineHandler(logPushSendTokenEndpoint, async ({ input, db, clock }) => {
  assertAccount(input.orgId);
  assertDestinationRules(input);
  assertWritable(input.type, input);
  const destination = keyOf(input);
  const fileName = `pdns-ownership-${randomHex(6)}.txt`;
  const token = randomHex(16);
  const writtenAt = clock.isoNow();
  await db.logPushFiles.create({
    id: `lpf-${randomHex(8)}`,
    orgId: input.orgId,
    destination,
    fileName,
    content: token,
    writtenAt,
  });
  const next = sent(fingerprintDigest(input), fileName, token);
  const { record } = proofOf(input.orgId, destination, db);
  if (record) deleteRecord(db.logPushProofs, record);
  await db.logPushProofs.create({
    id: `lpp-${randomHex(8)}`,
    orgId: input.orgId,
    destination,
    phase: 'sent',
    fingerprint: next.phase === 'sent' ? next.fingerprint : '',
    fileName,
    token,
    sentAt: writtenAt,
  });
  return { valid: true, filename: fileName };
});

/** Verify Token: valid only for the token last sent for exactly these fields (ownership.ts). */
const verifyToken = defineHandler(logPushVerifyTokenEndpoint, async ({ input, db }) => {
  assertAccount(input.orgId);
  assertDestinationRules(input, input.token);
  const { record, proof } = proofOf(input.orgId, keyOf(input), db);
  const { valid } = verify(proof, fingerprintDigest(input), input.token);
  if (valid && record && record.phase !== 'verified')
    await updateRecord(db.logPushProofs, record, { phase: 'verified' });
  return { valid };
});

/** Demo only: what the simulated destination holds, newest first (token files, then computed batches). */
const destinationFiles = defineHandler(logPushDestinationFilesEndpoint, ({ input, db, clock }) => {
  assertAccount(input.orgId);
  const destination = destinationKey(input.type, input);
  const files = destinationFilesOf(db, input.orgId, destination, clock.now());
  return { destination, files };
});

export const logPushOwnershipHandlers = [sendToken, verifyToken, destinationFiles];
