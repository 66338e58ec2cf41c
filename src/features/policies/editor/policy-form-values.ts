import { ApiError } from '@/api/client';
import type { ActionType, Policy, PolicyPredicate, PolicySaveInput } from '@/api/policies/contract';

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
export const INVALID_ACTION = 'Invalid Action';

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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i;

export const isIp = (value: string): boolean => IPV4.test(value) || (value.includes(':') && IPV6.test(value));
export const isDomainName = (value: string): boolean => DOMAIN.test(value);

export const splitDestination = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Spec 2 §5: a domain name, one IP or a list of IPs; a sinkhole needs an IP. */
export function destinationProblem(values: PolicyFormValues): string | null {
  if (values.actionType !== 'OVERRIDE') return null;
  if (values.overrideDestination === 'sinkhole') return isIp(values.sinkholeIp) ? null : INVALID_ACTION;
  const parts = splitDestination(values.customDestination);
  if (!parts.length) return INVALID_ACTION;
  if (parts.length === 1 && (isDomainName(parts[0]!) || isIp(parts[0]!))) return null;
  return parts.every(isIp) ? null : INVALID_ACTION;
}

export function validatePolicyForm(values: PolicyFormValues, showSourceSets: boolean) {
  return {
    name: values.name.trim() ? null : 'Name is required',
    sourceSetList:
      showSourceSets && values.sourceSetChoice === 'some' && !values.sourceSetList.length
        ? 'Choose at least one source set, or All Source Sets'
        : null,
    customDestination: values.overrideDestination === 'custom' ? destinationProblem(values) : null,
    sinkholeIp: values.overrideDestination === 'sinkhole' ? destinationProblem(values) : null,
    expression: values.expression.length ? null : 'At least one expression is required',
  };
}

export function toPolicySaveInput(
  orgId: string,
  values: PolicyFormValues,
  policy: Policy | undefined,
  orgIsGlobal: boolean,
): PolicySaveInput {
  const override = values.actionType === 'OVERRIDE';
  const sinkhole = override && values.overrideDestination === 'sinkhole';
  return {
    id: policy?.id,
    orgId,
    name: values.name.trim(),
    description: values.description,
    action: {
      type: values.actionType,
      ...(override
        ? {
            destination: sinkhole ? [values.sinkholeIp] : splitDestination(values.customDestination),
            isSinkholeOverride: sinkhole,
          }
        : {}),
    },
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

export type PolicyFieldErrors = Partial<
  Record<'name' | 'description' | 'expression' | 'actionType' | 'sourceSetList', string>
>;

/**
 * Spec 2 §8, policy save: the name taken on Name, a rejected or invalid rule on Expressions, an
 * invalid action on Action; anything else is a general message, 'Unknown Error' when nothing
 * actionable came back.
 */
export function mapPolicySaveErrors(error: unknown): { fields: PolicyFieldErrors; general: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, general: UNKNOWN_ERROR };
  const fields: PolicyFieldErrors = {};
  const general: string[] = [];
  for (const item of error.errors) {
    const message = item.message;
    if (item.key === 'policy.nameTaken' || item.key === 'policy.nameFormat') fields.name = message;
    else if (item.key === 'policy.descriptionFormat') fields.description = message;
    else if (
      item.key === 'policy.ruleRejected' ||
      item.key === 'policy.expressionInvalid' ||
      item.key === 'policy.expressionRequired'
    )
      fields.expression = message;
    else if (item.key === 'policy.actionInvalid') fields.actionType = message;
    else if (item.key === 'policy.sourceSetRequired') fields.sourceSetList = message;
    else if (item.field === 'name' || item.field === 'description' || item.field === 'expression')
      fields[item.field] = message;
    else if (item.field === 'sourceSetList') fields.sourceSetList = message;
    else if (item.field === 'action') fields.actionType = message;
    else general.push(message);
  }
  const mapped = Object.keys(fields).length > 0;
  return { fields, general: general.length ? general.join(' ') : mapped ? null : UNKNOWN_ERROR };
}
