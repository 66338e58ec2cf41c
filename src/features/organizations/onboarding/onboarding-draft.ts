import * as v from 'valibot';
import { managementNetworkSchema } from '@/api/management-networks/contract';
import { policyApprovalWorkflowSchema } from '@/api/organizations/contract';

/**
 * What step 1 of onboarding collected, kept in sessionStorage so a reload or the Back button
 * between the steps keeps it; it is per tab and gone with the tab. It holds no personal data:
 * the user of step 2 is sent straight to the service.
 */
const draftSchema = v.object({
  potentialOrgId: v.string(),
  /** 'name - acronym', for step 2's summary and the success message. */
  orgLabel: v.string(),
  orgName: v.string(),
  displayName: v.string(),
  managementNetworks: v.array(v.pick(managementNetworkSchema, ['cidr', 'description'])),
  policyApprovalWorkflow: policyApprovalWorkflowSchema,
});
export type OnboardingDraft = v.InferOutput<typeof draftSchema>;

const KEY = 'pdns-onboarding-draft';

export const onboardingDraft = {
  read(): OnboardingDraft | null {
    try {
      const parsed = v.safeParse(draftSchema, JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
  save(draft: OnboardingDraft): void {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};

/** Spec 1 §8. */
export const MISSING_DRAFT_MESSAGE = 'An unexpected error has occurred. Please enter organization info again.';
export const onboardedMessage = (orgName: string) => `The ${orgName} has been added as an organization.`;
