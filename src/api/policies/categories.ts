/**
 * The category vocabularies of spec 2 §5's category selectors, one list for the console (the
 * expression editor offers their names) and the mock (the world's catalogue labels names with
 * them and the save handler checks expression values against them). The ids are the mock's own;
 * names follow the content and security categories of the resolver the service runs on
 * (docs/references.md). Security Risk Category takes SECURITY_CATEGORIES ids, Security Threat
 * Category takes THREATS ids, Content Category takes CONTENT_CATEGORIES ids.
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

const names = new Map([...CONTENT_CATEGORIES, ...SECURITY_CATEGORIES, ...THREATS].map((c) => [c.id, c.name]));
/** The name of a category id of any of the three lists, or '' when there is none. */
export const categoryName = (id: number): string => names.get(id) ?? '';
