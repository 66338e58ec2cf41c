import type { PolicyOperator, PolicyPredicate, PolicySelector } from '@/api/policies/contract';

/*
 * A predicate as one line of text for the list's expanded rows. Local until the expressions slice
 * publishes its own formatter (predicateText in expression-rules.ts): the names are spec 2 §5's.
 */

const SELECTOR_TEXT: Record<PolicySelector, string> = {
  authoritativeNameServerIp: 'Authoritative Name Server IP',
  recordType: 'DNS Record Type',
  domain: 'Domain',
  host: 'Host',
  resolvedIp: 'Resolved IP',
  contentCategory: 'Content Category',
  securityRiskCategory: 'Security Risk Category',
  securityThreatCategory: 'Security Threat Category',
  cnameResponse: 'DNS CNAME Response',
  mxResponse: 'DNS MX Response',
  ptrResponse: 'DNS PTR Response',
  txtResponse: 'DNS TXT Response',
};

const OPERATOR_TEXT: Record<PolicyOperator, string> = {
  is: 'is',
  isNot: 'is not',
  in: 'is in',
  notIn: 'is not in',
  matchesRegex: 'matches regex',
  notMatchesRegex: 'not matches regex',
};

export const predicateLine = (predicate: PolicyPredicate): string =>
  `${SELECTOR_TEXT[predicate.selector]} ${OPERATOR_TEXT[predicate.operator]} ${predicate.values.join(', ')}`;

/** Spec 2 §9: the list shows the first 5 expressions, each cut at 30 characters. */
export const SHOWN_EXPRESSIONS = 5;
export const EXPRESSION_CUT = 30;

export const cutText = (text: string, at = EXPRESSION_CUT): string =>
  text.length > at ? `${text.slice(0, at)}…` : text;
