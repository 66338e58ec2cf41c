import * as v from 'valibot';
import type { Source, SourceSet, SourceType, SseOption } from '@/api/sources/contract';
import { parseAddress } from '@/lib/ip-address';
import { conventionalName, descriptionSchema } from '@/lib/validators';
import { type SetChoice, matchSet } from './set-combobox';

export interface SourceFormValues {
  type: SourceType;
  address: string;
  /** The SSE option's id. */
  provider: string;
  set: SetChoice;
  description: string;
}

export const TYPE_LABELS: Record<SourceType, string> = { Ipv4: 'IPv4', Ipv6: 'IPv6', SSE: 'SSE' };

export const initialValues = (source: Source | undefined, defaultSet: SourceSet | undefined): SourceFormValues =>
  source
    ? {
        type: source.type,
        address: source.sourceIP ?? '',
        provider: source.vendorName ?? '',
        set: { name: source.setName, id: source.set },
        description: source.description,
      }
    : {
        type: 'Ipv4',
        address: '',
        provider: '',
        set: defaultSet ? { name: defaultSet.name, id: defaultSet.id } : { name: '', id: null },
        description: '',
      };

export const setNameSchema = conventionalName('Source Set');

/**
 * The dialog's own checks; the service checks again and answers at the same fields. The source
 * contract takes loose text (the service answers each rule with its own key), so the rules are
 * the shared ones, and those that depend on the type or on creating are checks across fields.
 * The set's name is checked where the set combobox shows its error: at `set`, not `set.name`.
 */
export const sourceFormSchema = (creating: boolean) =>
  v.pipe(
    v.object({
      type: v.picklist(['Ipv4', 'Ipv6', 'SSE']),
      address: v.string(),
      provider: v.string(),
      set: v.object({ name: v.string(), id: v.nullable(v.string()) }),
      description: descriptionSchema,
    }),
    v.forward(
      v.partialCheck(
        [['type'], ['address']],
        ({ type, address }) => !creating || type === 'SSE' || parseAddress(address, type === 'Ipv6' ? 6 : 4) !== null,
        (issue) =>
          `Enter a single ${TYPE_LABELS[(issue.input as SourceFormValues).type]} address, without a prefix length`,
      ),
      ['address'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['provider']],
        ({ type, provider }) => !creating || type !== 'SSE' || provider !== '',
        'Provider is required',
      ),
      ['provider'],
    ),
    v.forward(
      v.partialCheck(
        [['set', 'name']],
        ({ set }) => v.is(setNameSchema, set.name),
        (issue) => v.safeParse(setNameSchema, (issue.input as SourceFormValues).set.name).issues?.[0].message ?? '',
      ),
      ['set'],
    ),
  );

/** The set members every save sends: an existing set's id, or the new set's name. */
export const setMembers = (values: SourceFormValues, sets: readonly SourceSet[]) => {
  const existing = values.set.id ? sets.find((s) => s.id === values.set.id) : matchSet(sets, values.set.name);
  return existing ? { set: existing.id, newSourceSet: false } : { set: values.set.name.trim(), newSourceSet: true };
};

export const sseMembers = (option: SseOption) => ({
  sourceType: 'SSE' as const,
  listId: option.cfListId,
  displayName: option.displayName,
  vendorName: option.vendor,
});
