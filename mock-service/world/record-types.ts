import type { PoolId } from './catalogue';
import { type Protocol, RECORD_TYPES, type RecordType } from './inputs';

/**
 * Record type mix from 2.8 billion passive-DNS queries (APNIC, 2022: A 86.2%, AAAA 10.4%, PTR 2.8%,
 * MX 0.1%), with HTTPS/SVCB from browsers and the last percent over the other types of spec 3.
 */
const SHARES: Partial<Record<RecordType, number>> = {
  A: 0.86,
  AAAA: 0.1,
  PTR: 0.03,
  HTTPS: 0.0046,
  MX: 0.0012,
  TXT: 0.0012,
  CNAME: 0.0008,
  SRV: 0.0006,
  NS: 0.0005,
  SVCB: 0.0003,
  DS: 0.0002,
  CAA: 0.0001,
  Other: 0.0001,
};
const RARE = 0.00005;

export const RECORD_TYPE_SHARES: readonly number[] = (() => {
  const raw = RECORD_TYPES.map((type) => SHARES[type] ?? RARE);
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((share) => share / total);
})();

/** Which names a record type asks for: addresses of hosts, reverse names, or zone data of domains. */
export function poolOf(type: RecordType): PoolId {
  if (type === 'PTR') return 'reverse';
  return ['A', 'AAAA', 'HTTPS', 'SVCB', 'CNAME'].includes(type) ? 'host' : 'apex';
}

/** No published mix exists (docs/references.md): plain DNS dominates, DoH grows with M-22-09. */
export const PROTOCOL_SHARES: Readonly<Record<Protocol, number>> = { UDP: 0.8, TCP: 0.03, TLS: 0.03, HTTPS: 0.14 };

/** Of an SSE source's queries (roaming clients), the share that arrives over IPv6. */
export const SSE_IPV6_SHARE = 0.35;

export function cumulative(shares: readonly number[]): Float64Array {
  const out = new Float64Array(shares.length + 1);
  for (let i = 0; i < shares.length; i++) out[i + 1] = out[i] + shares[i];
  out[shares.length] = 1;
  return out;
}
