import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import type { DemoFault, DemoFaultRequest } from '../../src/lib/demo-control-types';
import { injectableKeys } from './fault-keys';
import { errorReply } from './mock-error';

/**
 * Fault injection for trainers and test suites: the next N replies of one call are a chosen
 * error key instead of the handler's answer. The handler never runs, so a faulted call changes
 * nothing, exactly like a refusal. Held in the mock's worker (every tab sees it) and in the
 * mock server (its HTTP controls). A rule and a request are the demo panel's shapes (src/lib).
 */
export type FaultRule = DemoFault;
export type FaultRequest = DemoFaultRequest;

/** The status the service sends with a key, by the family it belongs to. */
export function statusForKey(key: string): number {
  if (key === ErrorKey.unauthorized || key === ErrorKey.sessionExpired) return 401;
  if (key === ErrorKey.forbidden || key.endsWith('OrgScope')) return 403;
  if (key === ErrorKey.notFound || key.endsWith('.notFound') || key === ErrorKey.unknownEndpoint) return 404;
  if (key === ErrorKey.methodNotAllowed) return 405;
  if (key === ErrorKey.internal) return 500;
  if (key.toLowerCase().includes('expired')) return 410;
  if (key === ErrorKey.logPushDestinationWrite) return 502;
  if (/(taken|inuse|limit|busy|notready|closed|duplicate|reference|elsewhere|has[A-Z]|usedby|notverified)/i.test(key))
    return 409;
  return 400;
}

export class FaultError extends Error {
  constructor(
    readonly field: 'endpointId' | 'key' | 'count' | 'status',
    message: string,
  ) {
    super(message);
  }
}

function createFaults() {
  let rules: FaultRule[] = [];
  let next = 1;
  return {
    /** Adds a rule; a second rule for the same call replaces the first. Throws FaultError on bad input. */
    inject(request: FaultRequest): FaultRule {
      if (!allEndpoints.some((e) => e.id === request.endpointId))
        throw new FaultError('endpointId', `No call is named ${request.endpointId}.`);
      if (!injectableKeys().includes(request.key))
        throw new FaultError('key', `${request.key} is not an error key of the contract.`);
      if (!Number.isInteger(request.count) || request.count < 1 || request.count > 100)
        throw new FaultError('count', 'The number of replies must be a whole number from 1 to 100.');
      const status = request.status ?? statusForKey(request.key);
      if (!Number.isInteger(status) || status < 400 || status > 599)
        throw new FaultError('status', 'The status must be an error status (400-599).');
      const rule: FaultRule = {
        id: `fault-${next++}`,
        endpointId: request.endpointId,
        key: request.key,
        status,
        remaining: request.count,
        ...(request.field ? { field: request.field } : {}),
      };
      rules = [...rules.filter((r) => r.endpointId !== request.endpointId), rule];
      return { ...rule };
    },
    list: (): FaultRule[] => rules.map((rule) => ({ ...rule })),
    /** Removes one rule, or every rule. */
    clear(id?: string): void {
      rules = id === undefined ? [] : rules.filter((rule) => rule.id !== id);
    },
    /** The faulted reply for this request, counting it down, or null to let the handler answer. */
    take(method: string, pathname: string): Response | null {
      const endpoint = allEndpoints.find((e) => e.method === method && e.path === pathname);
      const rule = endpoint && rules.find((r) => r.endpointId === endpoint.id);
      if (!rule) return null;
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
      return errorReply(rule.status, [
        {
          key: rule.key,
          message: `Injected by the demo controls (${rule.key}).`,
          detail: { injected: true },
          ...(rule.field ? { field: rule.field } : {}),
        },
      ]);
    },
  };
}

export const faults = createFaults();
