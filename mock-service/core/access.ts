import { accessTable } from '../../src/api/access';
import type { Endpoint } from '../../src/api/contract';
import { findOrg } from '../db/lookups';
import type { Caller } from './caller';
import { principalIn } from './membership';
import { forbidden, notFound, unauthorized } from './mock-error';

/**
 * The access table's row for the endpoint, applied to the caller. A row about the caller alone
 * is checked before the input is read; a row about an organization needs the input to find it.
 * An endpoint without a row is a developer's mistake and fails loudly (a 500), never open.
 */
export async function checkAccess<T>(
  endpoint: Endpoint,
  caller: Caller | null,
  readInput: () => Promise<T>,
): Promise<T> {
  const rule = accessTable[endpoint.id];
  if (!rule) throw new Error(`${endpoint.id} has no row in the access table (src/api/access.ts)`);
  if (rule.who === 'public') return readInput();
  if (!caller) throw unauthorized();
  if (rule.who === 'caller' && !rule.may(caller.principal)) throw forbidden();
  const input = await readInput();
  if (rule.who !== 'org') return input;
  const orgId = (input as Record<string, unknown>)[rule.org];
  const org = typeof orgId === 'string' ? findOrg(orgId) : undefined;
  if (!org) throw notFound('The organization', rule.org);
  const principal = principalIn(caller, org);
  if (!principal || !rule.may(principal, org)) {
    throw forbidden(`The caller may not call ${endpoint.id} in ${org.orgName}.`);
  }
  return input;
}
