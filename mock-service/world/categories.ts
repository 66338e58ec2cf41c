/**
 * Category vocabularies of the world's catalogue. The ids are the mock's own; names follow the
 * content and security categories of the resolver the service runs on (REFERENCES.md).
 */
export interface Category {
  id: number;
  name: string;
}

const list = (first: number, names: string): Category[] => names.split('|').map((name, i) => ({ id: first + i, name }));

export const CONTENT_CATEGORIES: readonly Category[] = list(
  1,
  'Business|Technology|News & Media|Shopping & Auctions|Travel|Health & Fitness|Economy & Finance|Education|' +
    'Government & Politics|Entertainment|Sports|Streaming Video|Social Networks|Advertisements|Gambling|' +
    'Content Servers|Weather|Real Estate|Information Technology|Reverse Lookup|Unknown',
);

export const SECURITY_CATEGORIES: readonly Category[] = list(
  101,
  'Malware|Phishing|Command and Control & Botnet|Cryptomining|DGA Domains|Spyware|Spam|Newly Seen Domains|' +
    'Parked & For Sale Domains|Scam|DNS Tunneling|Compromised Domain',
);

export const THREATS: readonly Category[] = list(
  201,
  'Emotet|Qakbot|AgentTesla|Cobalt Strike|IcedID|LockBit|SocGholish|AsyncRAT|Raccoon Stealer|XMRig',
);

const byName = (categories: readonly Category[]) => new Map(categories.map((c) => [c.name, c.id]));
const contentIds = byName(CONTENT_CATEGORIES);
const securityIds = byName(SECURITY_CATEGORIES);

export function contentId(name: string): number {
  const id = contentIds.get(name);
  if (id === undefined) throw new Error(`No content category ${name}`);
  return id;
}

export function securityId(name: string): number {
  const id = securityIds.get(name);
  if (id === undefined) throw new Error(`No security category ${name}`);
  return id;
}

const names = new Map([...CONTENT_CATEGORIES, ...SECURITY_CATEGORIES, ...THREATS].map((c) => [c.id, c.name]));
export const categoryName = (id: number): string => names.get(id) ?? '';
