/**
 * Keeps credentials out of a journal: every bearer token, and every value of a field named like a
 * token or secret, becomes a label (`<token:1>`, `<secret:2>`) that stands for the same value
 * everywhere in the file. Replay binds each label to the value its own session mints, the way it
 * maps ids. The labels are what is saved; the values never leave memory.
 */
const TOKEN_FIELD = /^(token|accessToken|refreshToken|idToken|bearer)$/i;
const SECRET_FIELD = /(secret|password|apiKey|privateKey)/i;
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;

export const LABEL = /^<(token|secret):\d+>$/;

export interface Redactor {
  /** The label of a token (a new one the first time it is seen). */
  token(value: string): string;
  /** A JSON value with every credential replaced by its label. */
  value(data: unknown): unknown;
  /** How many labels were given, so a restored journal keeps numbering after them. */
  count(): number;
}

export function createRedactor(firstLabel = 1): Redactor {
  const labels = new Map<string, string>();
  let next = firstLabel;
  const labelOf = (kind: 'token' | 'secret', value: string): string => {
    let label = labels.get(value);
    if (!label) {
      label = `<${kind}:${next++}>`;
      labels.set(value, label);
    }
    return label;
  };
  const text = (value: string): string => {
    if (labels.has(value)) return labels.get(value)!;
    let out = value.replace(JWT, (jwt) => labelOf('token', jwt));
    // A known token inside a longer string (an address, a header copied into a message).
    for (const [known, label] of labels)
      if (known.length >= 16 && out.includes(known)) out = out.split(known).join(label);
    return out;
  };
  const walk = (data: unknown, key: string): unknown => {
    if (typeof data === 'string') {
      if (data && TOKEN_FIELD.test(key)) return labelOf('token', data);
      if (data && SECRET_FIELD.test(key)) return labelOf('secret', data);
      return text(data);
    }
    if (Array.isArray(data)) return data.map((item) => walk(item, key));
    if (data && typeof data === 'object')
      return Object.fromEntries(Object.entries(data).map(([k, item]) => [k, walk(item, k)]));
    return data;
  };
  return {
    token: (value) => labelOf('token', value),
    value: (data) => walk(data, ''),
    count: () => next - 1,
  };
}
