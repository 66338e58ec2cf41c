import type { PolicyOperator, PolicyPredicate, PolicySelector } from '@/api/policies/contract';

/*
 * A predicate as one line of text for the list's expanded rows, in the shape and with the labels
 * of the expressions slice's predicateText (branch pexpr, expression-rules.ts). Local because that
 * branch needs re2js, not installed in this tree; once merged, predicateLine is replaced by
 * predicateText, which also names content and security categories instead of their ids.
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
  cnameResponse: 'DNS CNAME Response Value',
  mxResponse: 'DNS MX Response Value',
  ptrResponse: 'DNS PTR Response Value',
  txtResponse: 'DNS TXT Response Value',
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
