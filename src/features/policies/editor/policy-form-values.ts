import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import type { ActionType, Policy, PolicyAction, PolicyPredicate, PolicySaveInput } from '@/api/policies/contract';
import { INVALID_ACTION, actionProblem, policyDescriptionSchema, policyNameSchema } from '@/api/policies/policy-rules';
import { ErrorKey } from '@/api/error-keys';
import { type ErrorRoute, routeFieldErrors, specificText } from '@/api/field-errors';

/*
 * The policy form's values and their mapping to the save call and back (spec 2 §2.2, §5).
 * Pure, so the rules are tested without rendering.
 */

export type OverrideDestination = 'custom' | 'sinkhole';
export type SourceSetChoice = 'all' | 'some';

export interface PolicyFormValues {
  name: string;
  description: string;
  sourceSetChoice: SourceSetChoice;
  sourceSetList: string[];
  proprietary: boolean;
  actionType: ActionType;
  overrideDestination: OverrideDestination;
  /** Custom: one domain name, one IP or several IPs separated by commas. */
  customDestination: string;
  sinkholeIp: string;
  blockPageEnabled: boolean;
  disableDnssec: boolean;
  expression: PolicyPredicate[];
}

export const ALL_SOURCE_SETS = 'All Source Sets';

/** Spec 2 §2.2, §6: an override may go to a sinkhole for the Global organization, outside the critical-infrastructure build. */
export const offersSinkhole = (orgIsGlobal: boolean, buildOrgType: 'CI' | 'FCEB'): boolean =>
  orgIsGlobal && buildOrgType !== 'CI';

export function policyFormValues(policy?: Policy): PolicyFormValues {
  const action = policy?.action;
  const sinkhole = action?.type === 'OVERRIDE' && !!action.isSinkholeOverride;
  return {
    name: policy?.name ?? '',
    description: policy?.description ?? '',
    sourceSetChoice: policy && policy.sourceSetList.length ? 'some' : 'all',
    sourceSetList: policy?.sourceSetList ?? [],
    proprietary: policy?.proprietary ?? false,
    actionType: action?.type ?? 'BLOCK',
    overrideDestination: sinkhole ? 'sinkhole' : 'custom',
    customDestination: !sinkhole && action?.type === 'OVERRIDE' ? (action.destination ?? []).join(', ') : '',
    sinkholeIp: sinkhole ? (action.destination?.[0] ?? '') : '',
    blockPageEnabled: policy?.blockPageEnabled ?? false,
    disableDnssec: policy?.disableDnssec ?? false,
    expression: policy?.expression ?? [],
  };
}

export const splitDestination = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The action the form would send (spec 2 §5), shared by validation and the save call. */
export function actionOf(values: PolicyFormValues): PolicyAction {
  if (values.actionType !== 'OVERRIDE') return { type: values.actionType };
  const sinkhole = values.overrideDestination === 'sinkhole';
  return {
    type: 'OVERRIDE',
    destination: sinkhole ? [values.sinkholeIp].filter(Boolean) : splitDestination(values.customDestination),
    isSinkholeOverride: sinkhole,
  };
}

const SOURCE_SET_REQUIRED = 'Choose at least one source set, or All Source Sets';

/** An override's destination, at the box the chosen destination shows: the service's own action rule. */
const overrideTo = (destination: OverrideDestination) =>
  v.forward<PolicyFormInput, v.PartialCheckIssue<PolicyFormInput>, ['customDestination' | 'sinkholeIp']>(
    v.partialCheck(
      [['actionType'], ['overrideDestination'], ['customDestination'], ['sinkholeIp']],
      (values) =>
        values.actionType !== 'OVERRIDE' ||
        values.overrideDestination !== destination ||
        actionProblem(actionOf(values as PolicyFormValues)) === null,
      INVALID_ACTION,
    ),
    [destination === 'custom' ? 'customDestination' : 'sinkholeIp'],
  );

const policyFormObject = v.object({
  name: policyNameSchema,
  description: policyDescriptionSchema,
  sourceSetChoice: v.string(),
  sourceSetList: v.array(v.string()),
  actionType: v.string(),
  overrideDestination: v.string(),
  customDestination: v.string(),
  sinkholeIp: v.string(),
  expression: v.pipe(v.array(v.unknown()), v.minLength(1, 'At least one expression is required')),
});
type PolicyFormInput = v.InferInput<typeof policyFormObject>;

/**
 * Spec 2 §5, the rules the service applies again: the policy name and description rules, at
 * least one expression, an override's destination, and a chosen source set where the selector is
 * shown (not for global or proprietary policies).
 */
export const policyFormSchema = (showSourceSets: boolean) =>
  v.pipe(
    policyFormObject,
    v.forward(
      v.partialCheck(
        [['sourceSetChoice'], ['sourceSetList']],
        (values) => !showSourceSets || values.sourceSetChoice !== 'some' || values.sourceSetList.length > 0,
        SOURCE_SET_REQUIRED,
      ),
      ['sourceSetList'],
    ),
    overrideTo('custom'),
    overrideTo('sinkhole'),
  );

export const policyFormRules = (showSourceSets: boolean) =>
  schemaResolver(policyFormSchema(showSourceSets), { sync: true });

export function toPolicySaveInput(
  orgId: string,
  values: PolicyFormValues,
  policy: Policy | undefined,
  orgIsGlobal: boolean,
): PolicySaveInput {
  return {
    id: policy?.id,
    orgId,
    name: values.name,
    description: values.description,
    action: actionOf(values),
    expression: values.expression,
    sourceSetList: values.sourceSetChoice === 'all' ? [] : values.sourceSetList,
    proprietary: orgIsGlobal ? values.proprietary : false,
    status: policy?.status,
    priorStatus: policy?.priorStatus,
    blockPageEnabled: values.blockPageEnabled,
    disableDnssec: values.disableDnssec,
  };
}

export const UNKNOWN_ERROR = 'Unknown Error';

/** Failures that tell the person nothing they can act on: 'Unknown Error' instead. */
const NOT_ACTIONABLE = new Set<string>([ErrorKey.internal, ErrorKey.badReply, ErrorKey.invalidRequest]);

type PolicyField = 'name' | 'description' | 'expression' | 'actionType' | 'sourceSetList';
export type PolicyFieldErrors = Partial<Record<PolicyField, string>>;

/** A rule's error names the expression it is about, when the service says which. */
const ruleError: ErrorRoute<PolicyField> = {
  field: 'expression',
  append: true,
  text: (item) => {
    const index = (item.detail as { index?: unknown } | undefined)?.index;
    return typeof index === 'number' && index >= 0
      ? `Expression ${index + 1}: ${specificText(item)}`
      : specificText(item);
  },
};

const BY_KEY: Partial<Record<string, PolicyField | ErrorRoute<PolicyField>>> = {
  [ErrorKey.policyNameTaken]: { field: 'name', text: 'message' },
  [ErrorKey.policyNameFormat]: 'name',
  [ErrorKey.policyDescriptionFormat]: 'description',
  [ErrorKey.policyRuleRejected]: ruleError,
  [ErrorKey.policyExpressionInvalid]: ruleError,
  [ErrorKey.policyExpressionRequired]: ruleError,
  [ErrorKey.policyActionInvalid]: { field: 'actionType', text: 'message' },
  [ErrorKey.policySourceSetRequired]: { field: 'sourceSetList', text: 'message' },
};

/** Where a field the service names, without a key of the table above, is shown. */
const BY_FIELD: Partial<Record<string, PolicyField | ErrorRoute<PolicyField>>> = {
  name: 'name',
  description: 'description',
  expression: { field: 'expression', append: true },
  sourceSetList: 'sourceSetList',
  action: 'actionType',
};

/**
 * Spec 2 §8, policy save: the name taken on Name, a rejected or invalid rule on Expressions, an
 * invalid action on Action; anything else is a general message, 'Unknown Error' when nothing
 * actionable came back.
 */
export function mapPolicySaveErrors(error: unknown): { fields: PolicyFieldErrors; general: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, general: UNKNOWN_ERROR };
  const { fields, unplaced } = routeFieldErrors(error.errors, BY_KEY, BY_FIELD);
  const general = unplaced.filter((item) => !NOT_ACTIONABLE.has(item.key)).map((item) => item.message);
  const mapped = Object.keys(fields).length > 0;
  return { fields, general: general.length ? general.join(' ') : mapped ? null : UNKNOWN_ERROR };
}
