import * as v from 'valibot';
import { managementNetworkSchema } from '@/api/management-networks/contract';
import { policyApprovalWorkflowSchema } from '@/api/organizations/contract';
import { tabStorage } from '@/lib/tab-storage';
import type { StepOneErrors } from './onboarding-errors';

/**
 * What step 1 of onboarding collected, kept in sessionStorage so a reload or the Back button
 * between the steps keeps it; it is per tab and gone with the tab. Step 1's fields are also kept
 * as they are typed, so a reload before Next loses nothing. It holds no personal data:
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

/** Step 1's fields as they are typed, before Next: a reload must not lose them. */
const stepOneSchema = v.pick(draftSchema, [
  'potentialOrgId',
  'displayName',
  'managementNetworks',
  'policyApprovalWorkflow',
]);
export type StepOneValues = v.InferOutput<typeof stepOneSchema>;
const STEP_ONE_KEY = 'pdns-onboarding-step1';

/** The service's refusal of step 1's fields, kept until step 1 is edited, so a reload still shows it. */
const stepOneErrorsSchema = v.partial(v.object({ potentialOrgId: v.string(), displayName: v.string() }));
const STEP_ONE_ERRORS_KEY = 'pdns-onboarding-step1-errors';

function readStored<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(tabStorage.read(key) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    // Not JSON: something else wrote the key.
    return null;
  }
}

export const onboardingDraft = {
  read: (): OnboardingDraft | null => readStored(KEY, draftSchema),
  save(draft: OnboardingDraft): void {
    tabStorage.write(KEY, JSON.stringify(draft));
  },
  readStepOne: (): StepOneValues | null => readStored(STEP_ONE_KEY, stepOneSchema),
  saveStepOne(values: StepOneValues): void {
    const parsed = v.safeParse(stepOneSchema, values);
    if (parsed.success) tabStorage.write(STEP_ONE_KEY, JSON.stringify(parsed.output));
    tabStorage.remove(STEP_ONE_ERRORS_KEY);
  },
  readStepOneErrors: (): StepOneErrors => readStored(STEP_ONE_ERRORS_KEY, stepOneErrorsSchema) ?? {},
  saveStepOneErrors(errors: StepOneErrors): void {
    tabStorage.write(STEP_ONE_ERRORS_KEY, JSON.stringify(errors));
  },
  clear(): void {
    tabStorage.remove(KEY);
    tabStorage.remove(STEP_ONE_KEY);
    tabStorage.remove(STEP_ONE_ERRORS_KEY);
  },
};

/** Spec 1 §8. */
export const MISSING_DRAFT_MESSAGE = 'An unexpected error has occurred. Please enter organization info again.';
export const onboardedMessage = (orgName: string) => `The ${orgName} has been added as an organization.`;
