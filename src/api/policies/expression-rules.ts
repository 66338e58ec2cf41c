import { isDomainName } from '../../lib/enrollment-identifier';
import { parseAddress } from '../../lib/ip-address';
import { CONTENT_CATEGORIES, type Category, SECURITY_CATEGORIES, THREATS, categoryName } from './categories';
import {
  type ActionType,
  MAX_PREDICATE_VALUES,
  type PolicyOperator,
  type PolicyPredicate,
  type PolicySelector,
  SELECTORS,
} from './schemas';

/*
 * The expression rules of spec 2 §5, shared by the policy form and the mock's save handler (the
 * service never trusts the client). Pure: no React, no DOM. A regex is checked by a linear-time
 * engine (re2js), loaded only when a pattern is checked, so no pattern can hang either side.
 */

export interface ExpressionContext {
  action: ActionType;
  /** The policy belongs to the Global organization. */
  orgIsGlobal: boolean;
}

/** One problem, on the predicate at `index` (-1: the list as a whole, e.g. empty). */
export interface ExpressionProblem {
  index: number;
  message: string;
}

/** Spec 2 §5's names of the selectors, as the editor and the list show them. */
export const SELECTOR_LABELS: Record<PolicySelector, string> = {
  authoritativeNameServerIp: 'Authoritative Name Server IP',
  recordType: 'DNS Record Type',
  domain: 'Domain',
  host: 'Host',
  resolvedIp: 'Resolved IP',
  contentCategory: 'Content Category',
  securityRiskCategory: 'Security Risk Category',
  securityThreatCategory: 'Security Threat Category',
  cnameResponse: 'DNS CNAME Response Value',
  mxResponse: 'DNS MX Response Value',
  ptrResponse: 'DNS PTR Response Value',
  txtResponse: 'DNS TXT Response Value',
};

/** Spec 2 §5's names of the operators. */
export const OPERATOR_LABELS: Record<PolicyOperator, string> = {
  is: 'is',
  isNot: 'is not',
  in: 'is in',
  notIn: 'is not in',
  matchesRegex: 'matches regex',
  notMatchesRegex: 'not matches regex',
};

/** Spec 2 §5's record types (18; the dashboard's HTTPS, SVCB and Other are not offered here). */
export const EXPRESSION_RECORD_TYPES = [
  'A',
  'AAAA',
  'CAA',
  'CERT',
  'CNAME',
  'DS',
  'LOC',
  'MX',
  'NAPTR',
  'NS',
  'PTR',
  'SMIMEA',
  'SPF',
  'SRV',
  'SSHFP',
  'TLSA',
  'TXT',
  'URI',
] as const;

/** What a selector's values are: the input the editor shows and the check both sides apply. */
export type ValueKind = 'ip' | 'domain' | 'recordType' | 'category' | 'text';

export const VALUE_KINDS: Record<PolicySelector, ValueKind> = {
  authoritativeNameServerIp: 'ip',
  recordType: 'recordType',
  domain: 'domain',
  host: 'domain',
  resolvedIp: 'ip',
  contentCategory: 'category',
  securityRiskCategory: 'category',
  securityThreatCategory: 'category',
  cnameResponse: 'text',
  mxResponse: 'text',
  ptrResponse: 'text',
  txtResponse: 'text',
};

const EQUALITY: readonly PolicyOperator[] = ['is', 'isNot', 'in', 'notIn'];
const ALL: readonly PolicyOperator[] = ['is', 'isNot', 'in', 'notIn', 'matchesRegex', 'notMatchesRegex'];
const LISTS: readonly PolicyOperator[] = ['in', 'notIn'];

/**
 * The operators each selector offers (spec 2 §5 says only "allowed per selector"; this table is
 * ours). Names and response values are text a pattern can describe: all six. Addresses and record
 * types are exact values: equality and lists, no regex (a pattern over an address's text matches
 * by accident more than by design). Categories "take lists ... chosen from lists": is in and is
 * not in only.
 */
export const OPERATORS_BY_SELECTOR: Record<PolicySelector, readonly PolicyOperator[]> = {
  authoritativeNameServerIp: EQUALITY,
  recordType: EQUALITY,
  domain: ALL,
  host: ALL,
  resolvedIp: EQUALITY,
  contentCategory: LISTS,
  securityRiskCategory: LISTS,
  securityThreatCategory: LISTS,
  cnameResponse: ALL,
  mxResponse: ALL,
  ptrResponse: ALL,
  txtResponse: ALL,
};

/** Allow policies of a non-global organization (spec 2 §5): names and answers only. */
const ORG_ALLOW_SELECTORS: readonly PolicySelector[] = [
  'domain',
  'host',
  'cnameResponse',
  'mxResponse',
  'ptrResponse',
  'txtResponse',
];

/** The selectors an expression may use under this action and organization (Allow outside Global is limited). */
export function selectorsFor(context: ExpressionContext): readonly PolicySelector[] {
  return context.action === 'ALLOW' && !context.orgIsGlobal ? ORG_ALLOW_SELECTORS : SELECTORS;
}

/** The operators a selector allows. */
export function operatorsFor(selector: PolicySelector): readonly PolicyOperator[] {
  return OPERATORS_BY_SELECTOR[selector] ?? [];
}

/** How many values an operator takes: one, one pattern, or a list of 1 to 500. */
export type ValueArity = 'single' | 'pattern' | 'list';
export const arityOf = (operator: PolicyOperator): ValueArity =>
  operator === 'in' || operator === 'notIn'
    ? 'list'
    : operator === 'matchesRegex' || operator === 'notMatchesRegex'
      ? 'pattern'
      : 'single';

/** The category list a category selector chooses from (empty for other selectors). */
export function categoriesFor(selector: PolicySelector): readonly Category[] {
  if (selector === 'contentCategory') return CONTENT_CATEGORIES;
  if (selector === 'securityRiskCategory') return SECURITY_CATEGORIES;
  if (selector === 'securityThreatCategory') return THREATS;
  return [];
}

/** Response values and patterns: at most this many characters (the predicate schema's bound). */
export const VALUE_MAX = 1024;
const CONTROL = /[\u0000-\u001F\u007F]/;

export const VALUE_MESSAGES: Record<ValueKind, string> = {
  ip: 'Enter an IPv4 or IPv6 address',
  domain: 'Enter a domain name (example.gov)',
  recordType: 'Choose a record type from the list',
  category: 'Choose a category from the list',
  text: `Enter text of ${VALUE_MAX} characters or fewer, without control characters`,
};

/** Domain and host values as they are compared: trimmed, lower case, without a final dot. */
export const normalizeName = (value: string): string => value.trim().toLowerCase().replace(/\.$/, '');

/** Whether one value fits the selector (not a pattern: see patternProblem). */
export function isValidValue(selector: PolicySelector, value: string | number): boolean {
  const kind = VALUE_KINDS[selector];
  if (kind === 'category') return typeof value === 'number' && categoriesFor(selector).some((c) => c.id === value);
  if (typeof value !== 'string') return false;
  switch (kind) {
    case 'ip':
      return parseAddress(value, 4) !== null || parseAddress(value, 6) !== null;
    case 'domain':
      return isDomainName(normalizeName(value));
    case 'recordType':
      return (EXPRESSION_RECORD_TYPES as readonly string[]).includes(value);
    default:
      return value.trim().length > 0 && value.length <= VALUE_MAX && !CONTROL.test(value);
  }
}

/** A field validator for one typed value (the multi-value input's): the message, or null. */
export const valueProblem = (selector: PolicySelector, value: string | number): string | null =>
  isValidValue(selector, value) ? null : VALUE_MESSAGES[VALUE_KINDS[selector]];

type Re2 = typeof import('re2js');
let re2: Promise<Re2> | null = null;
/** re2js in its own chunk, loaded the first time a pattern is checked. */
const loadRe2 = (): Promise<Re2> => (re2 ??= import('re2js'));

/**
 * Why a pattern cannot be saved, or null. It must compile in RE2 (linear time, so it can never
 * hang a matcher) and as a JavaScript RegExp (the mock's DNS world evaluates it with one; only
 * compiled there, never run here): the intersection of both syntaxes.
 */
export async function patternProblem(pattern: string): Promise<string | null> {
  if (!pattern.trim()) return 'Enter a regular expression';
  if (pattern.length > VALUE_MAX) return `A regular expression must be ${VALUE_MAX} characters or fewer`;
  const { RE2JS } = await loadRe2();
  try {
    RE2JS.compile(pattern);
    new RegExp(pattern, 'i');
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : '';
    return `Invalid regular expression${detail ? `: ${detail}` : ''}`;
  }
}

const listed = (values: readonly (string | number)[]): string => {
  const shown = values.slice(0, 3).map(String).join(', ');
  return values.length > 3 ? `${shown} and ${values.length - 3} more` : shown;
};

/** The first problem of one predicate, or null (the regex check is patternProblem's, async). */
function shapeProblem(predicate: PolicyPredicate, context: ExpressionContext): string | null {
  const { selector, operator, values } = predicate;
  if (!selectorsFor(context).includes(selector))
    return context.action === 'ALLOW' && !context.orgIsGlobal
      ? `Allow policies of an organization can use only Domain, Host and the response value selectors, not ${SELECTOR_LABELS[selector] ?? selector}`
      : 'Choose a selector';
  if (!operatorsFor(selector).includes(operator))
    return `${SELECTOR_LABELS[selector]} does not offer '${OPERATOR_LABELS[operator] ?? operator}'`;
  const arity = arityOf(operator);
  if (values.length === 0) return arity === 'pattern' ? 'Enter a regular expression' : 'Enter a value';
  if (arity !== 'list' && values.length > 1)
    return `'${OPERATOR_LABELS[operator]}' takes one ${arity === 'pattern' ? 'regular expression' : 'value'}`;
  if (values.length > MAX_PREDICATE_VALUES) return `List contains more than ${MAX_PREDICATE_VALUES} values`;
  if (arity === 'pattern') return typeof values[0] === 'string' ? null : 'Enter a regular expression';
  const invalid = values.filter((value) => !isValidValue(selector, value));
  if (invalid.length) return `${VALUE_MESSAGES[VALUE_KINDS[selector]]}: ${listed(invalid)} is not valid`;
  return null;
}

/**
 * Every problem of the expression list, at most one per predicate (the first found), with the
 * predicate's index; empty when it may be saved. Per-predicate only: an empty list is not a
 * problem here (the save handler's policy.expressionRequired, the form's required rule). Async: a
 * regex loads re2js first.
 */
export async function expressionProblems(
  expression: readonly PolicyPredicate[],
  context: ExpressionContext,
): Promise<ExpressionProblem[]> {
  const problems: ExpressionProblem[] = [];
  for (const [index, predicate] of expression.entries()) {
    let message = shapeProblem(predicate, context);
    if (!message && arityOf(predicate.operator) === 'pattern')
      message = await patternProblem(String(predicate.values[0]));
    if (message) problems.push({ index, message });
  }
  return problems;
}

/** A value as a person reads it: a category's name, anything else as written. */
export function valueText(selector: PolicySelector, value: string | number): string {
  return VALUE_KINDS[selector] === 'category' && typeof value === 'number'
    ? categoryName(value) || String(value)
    : String(value);
}

/** The one-line text of a predicate the list and read-only editor show ('Domain is in example.com, foo.gov'). */
export function predicateText(predicate: PolicyPredicate): string {
  const { selector, operator, values } = predicate;
  const text = values.map((value) => valueText(selector, value)).join(', ');
  return `${SELECTOR_LABELS[selector] ?? selector} ${OPERATOR_LABELS[operator] ?? operator} ${text}`.trim();
}
