import type { ActionType, PolicyPredicate, PolicySelector, PolicyOperator } from './schemas';

/*
 * The expression rules of spec 2 §5, shared by the policy form and the mock's save handler (the
 * service never trusts the client). Pure: no React, no DOM. A regex is checked by a linear-time
 * engine (re2js), loaded only when a pattern is checked, so no pattern can hang either side.
 *
 * OWNER: the expressions slice fills this in; the signatures below are the contract the form and
 * the mock code against.
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

/** The selectors an expression may use under this action and organization (Allow outside Global is limited). */
export function selectorsFor(_context: ExpressionContext): readonly PolicySelector[] {
  return [];
}

/** The operators a selector allows. */
export function operatorsFor(_selector: PolicySelector): readonly PolicyOperator[] {
  return [];
}

/** Every problem of the expression list; empty when it may be saved. Async: a regex loads re2js first. */
export async function expressionProblems(
  _expression: readonly PolicyPredicate[],
  _context: ExpressionContext,
): Promise<ExpressionProblem[]> {
  return [];
}
