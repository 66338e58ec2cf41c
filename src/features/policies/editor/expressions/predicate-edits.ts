import type { PolicyPredicate } from '@/api/policies/contract';
import {
  type ExpressionContext,
  arityOf,
  isValidValue,
  operatorsFor,
  selectorsFor,
} from '@/api/policies/expression-rules';
import type { PolicyOperator, PolicySelector } from '@/api/policies/schemas';

// How a predicate changes when its selector or operator does, keeping what still fits.

/** A new row: the first selector offered (Domain when it is), with its first operator. */
export function newPredicate(context: ExpressionContext): PolicyPredicate {
  const selectors = selectorsFor(context);
  const selector = selectors.includes('domain') ? 'domain' : selectors[0];
  return { selector, operator: operatorsFor(selector)[0], values: [] };
}

/** Keeps the operator when the new selector offers it, and the values when they still fit. */
export function withSelector(predicate: PolicyPredicate, selector: PolicySelector): PolicyPredicate {
  const operators = operatorsFor(selector);
  const operator = operators.includes(predicate.operator) ? predicate.operator : operators[0];
  const pattern = arityOf(operator) === 'pattern';
  const keep =
    operator === predicate.operator && (pattern || predicate.values.every((value) => isValidValue(selector, value)));
  return { selector, operator, values: keep ? predicate.values : [] };
}

/** Keeps the values across operators of the same kind; one value when a list becomes single. */
export function withOperator(predicate: PolicyPredicate, operator: PolicyOperator): PolicyPredicate {
  const from = arityOf(predicate.operator);
  const to = arityOf(operator);
  if (from === to) return { ...predicate, operator };
  if ((from === 'pattern') !== (to === 'pattern')) return { ...predicate, operator, values: [] };
  return { ...predicate, operator, values: to === 'single' ? predicate.values.slice(0, 1) : predicate.values };
}
