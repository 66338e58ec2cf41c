import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRulesOfBehavior, signRulesOfBehavior } from '@/api/session/queries';
import { config } from '@/config/env';
import { useSession } from '@/api/session/store';
import { type RulesOfBehaviorDocument, rulesOfBehaviorByOrgType } from './rules-of-behavior-text';

/** Spec 2 §4.4. */
export type RulesOfBehaviorStatus = 'notYetPending' | 'pending' | 'success' | 'error';

/** The Rules of Behavior this build asks users to sign (read at call time, so tests can vary it). */
export function currentRulesOfBehavior(): RulesOfBehaviorDocument {
  return rulesOfBehaviorByOrgType[config.orgType];
}

/** Versions are digit strings compared as numbers; anything unreadable counts as unsigned. */
export function needsRulesOfBehavior(signed: string | null | undefined, current: string): boolean {
  if (!signed || !/^\d+$/.test(signed)) return true;
  return BigInt(signed) < BigInt(current);
}

const rulesOfBehaviorKey = (email: string, orgId: string) => ['session', 'rulesOfBehavior', email, orgId] as const;

export interface RulesOfBehaviorState {
  document: RulesOfBehaviorDocument;
  opened: boolean;
  status: RulesOfBehaviorStatus;
  accept: () => void;
}

export function useRulesOfBehavior(): RulesOfBehaviorState {
  const user = useSession((s) => s.user);
  const email = user?.email ?? '';
  const orgId = user?.orgId ?? '';
  const document = currentRulesOfBehavior();
  const queryClient = useQueryClient();

  const signed = useQuery({
    queryKey: rulesOfBehaviorKey(email, orgId),
    // A failed look-up must not let the user past the rules: treat it as never signed.
    queryFn: async () => {
      try {
        return (await fetchRulesOfBehavior(email, orgId)).mostRecentRulesOfBehaviorSigned;
      } catch (error) {
        console.error('[rules of behavior] could not load the signed version', error);
        return null;
      }
    },
    enabled: user !== null,
    staleTime: 0,
    retry: false,
    meta: { persist: false },
  });

  const sign = useMutation({
    mutationFn: () => signRulesOfBehavior(email, orgId, document.version),
    onSuccess: (result) => {
      queryClient.setQueryData(rulesOfBehaviorKey(email, orgId), result.mostRecentRulesOfBehaviorSigned);
    },
  });

  const status: RulesOfBehaviorStatus = sign.isIdle
    ? 'notYetPending'
    : sign.isPending
      ? 'pending'
      : sign.isSuccess
        ? 'success'
        : 'error';

  const opened = signed.isSuccess && status !== 'success' && needsRulesOfBehavior(signed.data, document.version);

  return { document, opened, status, accept: () => sign.mutate() };
}
