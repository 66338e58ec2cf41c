/** A predicate as one line of text: the expression rules' own wording, which names categories. */
export { predicateText as predicateLine } from '@/api/policies/expression-rules';

/** Spec 2 §9: the list shows the first 5 expressions, each cut at 30 characters. */
export const SHOWN_EXPRESSIONS = 5;
export const EXPRESSION_CUT = 30;

export const cutText = (text: string, at = EXPRESSION_CUT): string =>
  text.length > at ? `${text.slice(0, at)}…` : text;
