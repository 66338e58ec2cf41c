// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_PROOF, edited, readyToCreate, sent, verifiedWith, verify } from '../../src/api/log-push-jobs/ownership';

/** The ownership flow of spec 3 §4 as a state machine: send, verify, create; any change starts over. */
describe('log push ownership', () => {
  const fields = 'fingerprint-of-the-fields';

  it('verifies only the token last sent for these very fields', () => {
    const proof = sent(fields, 'pdns-ownership-abc.txt', 'tok-1');
    expect(verify(NO_PROOF, fields, 'tok-1').valid).toBe(false);
    expect(verify(proof, fields, 'tok-2')).toEqual({ proof, valid: false });
    expect(verify(proof, fields, '').valid).toBe(false);
    const { proof: verified, valid } = verify(proof, fields, 'tok-1');
    expect(valid).toBe(true);
    expect(verified.phase).toBe('verified');
  });

  it('creates only from a verified proof of the same fields and token', () => {
    const proof = sent(fields, 'f.txt', 'tok-1');
    expect(readyToCreate(proof, fields, 'tok-1')).toBe(false);
    const verified = verify(proof, fields, 'tok-1').proof;
    expect(readyToCreate(verified, fields, 'tok-1')).toBe(true);
    expect(readyToCreate(verified, 'other-fields', 'tok-1')).toBe(false);
    expect(readyToCreate(verified, fields, 'tok-2')).toBe(false);
  });

  it('starts over when a field changes after a send, and a new send replaces the old token', () => {
    const verified = verify(sent(fields, 'f.txt', 'tok-1'), fields, 'tok-1').proof;
    expect(edited(verified, fields)).toBe(verified);
    expect(edited(verified, 'changed')).toEqual(NO_PROOF);
    expect(verify(verified, 'changed', 'tok-1').valid).toBe(false);
    const again = sent(fields, 'g.txt', 'tok-2');
    expect(verify(again, fields, 'tok-1').valid).toBe(false);
  });

  it('lets the form record the service’s verdict without knowing the token beforehand', () => {
    const formProof = sent(fields, 'f.txt', '');
    expect(verifiedWith(formProof, 'tok-1')).toMatchObject({ phase: 'verified', token: 'tok-1' });
    expect(verifiedWith(NO_PROOF, 'tok-1')).toBe(NO_PROOF);
  });
});
