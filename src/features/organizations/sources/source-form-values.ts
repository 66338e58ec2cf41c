import type { Source, SourceSet, SourceType, SseOption } from '@/api/sources/contract';
import { parseAddress } from '@/lib/ip-address';
import { conventionalName, formValidator, validateDescription } from '@/lib/validators';
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

const validateSetName = formValidator(conventionalName('Source Set'));

/** The dialog's own checks; the service checks again and answers at the same fields. */
export function validateSource(values: SourceFormValues, creating: boolean) {
  const version = values.type === 'Ipv6' ? 6 : 4;
  return {
    address:
      creating && values.type !== 'SSE' && !parseAddress(values.address, version)
        ? `Enter a single ${TYPE_LABELS[values.type]} address, without a prefix length`
        : null,
    provider: creating && values.type === 'SSE' && !values.provider ? 'Provider is required' : null,
    set: validateSetName(values.set.name),
    description: validateDescription(values.description),
  };
}

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
