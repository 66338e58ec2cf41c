import { allEndpoints } from '../src/api/endpoints';
import type { Call } from './worker-protocol';

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const reads = new Set(allEndpoints.filter((e) => e.effect === 'read').map((e) => keyOf(e.method, e.path)));
const declared = new Set(allEndpoints.map((e) => keyOf(e.method, e.path)));

/**
 * Whether running a call twice leaves the data as running it once: a declared read, an address no
 * endpoint has (its answer is a refusal), the clock's readings and the reset to the seed. Moving
 * the clock and every declared write are not: a leader may have saved one before it died.
 */
export function repeatable(call: Call): boolean {
  switch (call.op) {
    case 'ready':
    case 'reset':
    case 'outbox':
      return true;
    case 'clock':
      return call.method === 'now' || call.method === 'isVirtual';
    case 'fetch': {
      const { method, url } = call.request;
      const key = keyOf(method, new URL(url).pathname);
      return reads.has(key) || !declared.has(key);
    }
    // A reading of the seed version and the clock.
    case 'journalInfo':
    // An export reads; an import replaces the whole database with the file's, twice as once.
    case 'exportData':
    case 'importData':
      return true;
    // Demo controls: reading and clearing faults and reading jobs or destinations; an injection
    // counts a fresh rule and moving time is not repeatable.
    case 'faults':
      return call.action.method !== 'inject';
    case 'jobs':
      return call.method === 'running';
    case 'destinations':
      return true;
    // A second start of a scheduled or running scenario gives the same one back; a second remove finds none.
    case 'scenarios':
      return true;
  }
}
