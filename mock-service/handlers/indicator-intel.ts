import type { IndicatorIntel } from '../../src/api/threats/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { isDomainName } from '../../src/lib/enrollment-identifier';
import { parseAddress } from '../../src/lib/ip-address';
import { MockError } from '../core/mock-error';
import { categoryName } from '../world/categories';
import { intelOf } from '../world/coverage';
import { DAY_MS } from '../world/inputs';
import { entryOf } from '../world/threat-meta';
import type { ThreatScope } from '../world/threats';
import type { World } from '../world/world';

const LOOK_BACK_DAYS = 7;

/** An IPv4 address is looked up by its reverse name, the name the world's PTR queries ask for. */
function nameOf(indicator: string): string {
  const text = indicator.trim().toLowerCase().replace(/\.$/, '');
  const v4 = parseAddress(text, 4);
  if (v4) return `${[...v4].reverse().join('.')}.in-addr.arpa`;
  if (parseAddress(text, 6) || isDomainName(text)) return text;
  throw new MockError(ErrorKey.invalidRequest, 400, {
    field: 'searchString',
    message: 'Enter a domain name or IP address',
  });
}

/**
 * Spec 2 §3's indicator intel, from the world's catalogue (categories and threat family) and its
 * traffic (lastSeen: the newest query for the name, or a name under it, in the organization's
 * past 7 days). A name the catalogue does not hold has no intel: empty lists and null.
 */
export function indicatorIntel(world: World, indicator: string, scope: ThreatScope, now: number): IndicatorIntel {
  const name = nameOf(indicator);
  const entry = entryOf(world.model, name);
  if (!entry)
    return {
      securityRisks: [],
      securityThreats: [],
      lastSeen: null,
      created: null,
      contentCategories: [],
      contentSubcategories: [],
    };
  const newest = world.rows({ from: now - LOOK_BACK_DAYS * DAY_MS, to: now }, { ...scope, name }).next();
  const only = (id: number) => (id ? [categoryName(id)] : []);
  return {
    securityRisks: only(entry.securityCategoryId),
    securityThreats: only(entry.threatId),
    lastSeen: newest.done ? null : new Date(newest.value.time).toISOString(),
    // The listing date bulk coverage counts by, so the two screens agree.
    created: intelOf(world.model.catalogue, { kind: 'domain', value: name }).created,
    contentCategories: only(entry.contentCategoryId),
    // The catalogue has no content subcategories; the list stays empty rather than invented.
    contentSubcategories: [],
  };
}
