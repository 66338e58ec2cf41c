/**
 * The provider's failure switches, per account (the seeded user's e-mail): set by the
 * checkboxes of the login page at each login, or over HTTP (`POST /oidc/switches`) by a test.
 * Each one simulates a case the console must survive (spec 2 §4.6, §7).
 */
export interface Switches {
  /** The next refresh-token grant for this account is refused (invalid_grant); then it is off again. */
  refuseNextRenewal: boolean;
  /** Access tokens for this account carry no `roles` claim. */
  noRolesClaim: boolean;
  /** The API answers this account's calls with the 'unlinked identity provider' error. */
  unlinked: boolean;
}

export const SWITCH_NAMES = ['refuseNextRenewal', 'noRolesClaim', 'unlinked'] as const;

/** What the login page shows beside each checkbox. */
export const SWITCH_LABELS: Record<keyof Switches, string> = {
  refuseNextRenewal: 'Refuse the next token renewal',
  noRolesClaim: 'Issue access tokens without the roles claim',
  unlinked: "Answer the API with the 'unlinked identity provider' error",
};

const OFF: Switches = { refuseNextRenewal: false, noRolesClaim: false, unlinked: false };

export function createSwitchBoard() {
  const byAccount = new Map<string, Switches>();
  const key = (account: string) => account.trim().toLowerCase();
  return {
    get(account: string): Switches {
      return { ...OFF, ...byAccount.get(key(account)) };
    },
    /** A login replaces the account's switches; HTTP may change some and keep the rest. */
    set(account: string, patch: Partial<Switches>, replace = false): Switches {
      const next = { ...(replace ? OFF : this.get(account)) };
      for (const name of SWITCH_NAMES) if (typeof patch[name] === 'boolean') next[name] = patch[name];
      byAccount.set(key(account), next);
      return next;
    },
    /** True once: the refusal is used up by the renewal it refused. */
    takeRenewalRefusal(account: string): boolean {
      const current = this.get(account);
      if (!current.refuseNextRenewal) return false;
      byAccount.set(key(account), { ...current, refuseNextRenewal: false });
      return true;
    },
    all(): Record<string, Switches> {
      return Object.fromEntries(byAccount);
    },
    clear(): void {
      byAccount.clear();
    },
  };
}

export type SwitchBoard = ReturnType<typeof createSwitchBoard>;
