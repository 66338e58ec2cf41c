import { ERROR_KEYS } from '../../src/api/error-keys';

/**
 * Every key a fault may carry: the contract's declared keys, less the client's own. A module of
 * its own so the page's side of the mock (browser.ts, the demo panel's list of keys) does not
 * bring the whole endpoint table (faults.ts) into the page with it.
 */
export const injectableKeys = (): string[] => ERROR_KEYS.filter((key) => !key.startsWith('client.'));
