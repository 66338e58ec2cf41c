import { afterEach, describe, expect, it } from 'vitest';
import { ErrorKey } from '../../src/api/error-keys';
import { injectableKeys } from './fault-keys';
import { FaultError, faults, statusForKey } from './faults';

describe('fault injection', () => {
  afterEach(() => faults.clear());

  it('fails the next N replies of one call with the chosen key, then lets the handler answer', async () => {
    faults.inject({ endpointId: 'user.create', key: ErrorKey.emailInUse, count: 2, field: 'email' });
    expect(faults.take('GET', '/api/org/list')).toBeNull();
    for (let i = 0; i < 2; i++) {
      const reply = faults.take('POST', '/user/api/user/create');
      expect(reply?.status).toBe(409);
      expect((await reply!.json()).errors[0]).toMatchObject({ key: 'email.inUse', field: 'email' });
    }
    expect(faults.take('POST', '/user/api/user/create')).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('refuses unknown calls, keys that are not the contract’s, and counts out of range', () => {
    expect(() => faults.inject({ endpointId: 'nope', key: ErrorKey.internal, count: 1 })).toThrow(FaultError);
    expect(() => faults.inject({ endpointId: 'user.create', key: 'made.up', count: 1 })).toThrow(/not an error key/);
    expect(() => faults.inject({ endpointId: 'user.create', key: ErrorKey.network, count: 1 })).toThrow(FaultError);
    expect(() => faults.inject({ endpointId: 'user.create', key: ErrorKey.internal, count: 0 })).toThrow(/1 to 100/);
    expect(faults.list()).toEqual([]);
  });

  it('gives each key the status the service sends with it', () => {
    expect(statusForKey(ErrorKey.internal)).toBe(500);
    expect(statusForKey(ErrorKey.forbidden)).toBe(403);
    expect(statusForKey(ErrorKey.notFound)).toBe(404);
    expect(statusForKey(ErrorKey.nameTaken)).toBe(409);
    expect(statusForKey(ErrorKey.cidrFormat)).toBe(400);
    expect(injectableKeys()).not.toContain(ErrorKey.badReply);
  });
});
