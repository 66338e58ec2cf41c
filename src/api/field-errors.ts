import type { ApiError } from './client';

/** An error item as the console has it: the table's text, and the service's own words. */
type ApiErrorItem = ApiError['errors'][number];

/** Which words of an error item a field shows. */
type ErrorText = 'message' | 'specific' | ((item: ApiErrorItem) => string);

export interface ErrorRoute<Field extends string> {
  field: Field;
  /** 'specific' unless told: the service's own words when it gave any, else the table's text. */
  text?: ErrorText;
  /** Add to what the field already shows (space-separated) instead of replacing it. */
  append?: boolean;
}

type Route<Field extends string> = Field | ErrorRoute<Field>;
type RouteTable<Field extends string> = Partial<Record<string, Route<Field>>>;

const lookUp = <Field extends string>(table: RouteTable<Field>, name: string | undefined) =>
  name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;

/** The catalogue's text for the key, or the service's own words when they say which rule broke. */
export const specificText = (item: ApiErrorItem): string =>
  item.serverMessage && item.serverMessage !== item.key ? item.serverMessage : item.message;

const textOf = (item: ApiErrorItem, text: ErrorText = 'specific'): string =>
  text === 'message' ? item.message : text === 'specific' ? specificText(item) : text(item);

/**
 * A refusal's items put on a form's fields: first by the error key's table, then by the field the
 * service named (`byField`, a table of its field names or a function of the item). What neither
 * places is handed back, in order, for a general message.
 */
export function routeFieldErrors<Field extends string>(
  items: readonly ApiErrorItem[],
  byKey: RouteTable<Field>,
  byField: RouteTable<Field> | ((item: ApiErrorItem) => Route<Field> | undefined) = {},
): { fields: Partial<Record<Field, string>>; unplaced: ApiErrorItem[] } {
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: ApiErrorItem[] = [];
  for (const item of items) {
    const found =
      lookUp(byKey, item.key) ?? (typeof byField === 'function' ? byField(item) : lookUp(byField, item.field));
    if (found === undefined) {
      unplaced.push(item);
      continue;
    }
    const route = typeof found === 'string' ? { field: found } : found;
    const text = textOf(item, route.text);
    const before = fields[route.field];
    fields[route.field] = route.append && before ? `${before} ${text}` : text;
  }
  return { fields, unplaced };
}
