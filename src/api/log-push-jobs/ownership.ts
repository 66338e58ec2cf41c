/**
 * Proving ownership of a log push destination (spec 3 §4), as a state machine both the service
 * and the form run. Send Token writes a token file to the destination (phase 'sent'); Verify Token
 * compares what the user read there (phase 'verified'); a job is created only with a verified
 * token for exactly the fields that were sent. Any change of those fields after a send starts over.
 *
 * The fingerprint is destinationFingerprint() (rules.ts) or, in the service, a digest of it: the
 * service never keeps secrets, only what proves they did not change.
 */
export type Proof =
  { phase: 'none' } | { phase: 'sent' | 'verified'; fingerprint: string; fileName: string; token: string };

export const NO_PROOF: Proof = { phase: 'none' };

/** A token file was written for these fields: any earlier proof is replaced. */
export const sent = (fingerprint: string, fileName: string, token: string): Proof => ({
  phase: 'sent',
  fingerprint,
  fileName,
  token,
});

/** The fields now read so: a proof for other fields no longer holds. */
export const edited = (proof: Proof, fingerprint: string): Proof =>
  proof.phase !== 'none' && proof.fingerprint !== fingerprint ? NO_PROOF : proof;

/** Whether a token proves the destination: a token was sent for these very fields and it matches. */
export function verify(proof: Proof, fingerprint: string, token: string): { proof: Proof; valid: boolean } {
  const current = edited(proof, fingerprint);
  if (current.phase === 'none' || token === '' || current.token !== token) return { proof: current, valid: false };
  return { proof: { ...current, phase: 'verified' }, valid: true };
}

/** The form's view of the service's answer: the service knows the token, the form learns it here. */
export const verifiedWith = (proof: Proof, token: string): Proof =>
  proof.phase === 'none' ? proof : { ...proof, phase: 'verified', token };

/** Create (and Enable) need a verified proof for the same fields and the same token. */
export const readyToCreate = (proof: Proof, fingerprint: string, token: string): boolean =>
  proof.phase === 'verified' && proof.fingerprint === fingerprint && proof.token === token;
