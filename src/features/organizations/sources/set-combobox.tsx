import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import type { SourceSet } from '@/api/sources/contract';

export interface SetChoice {
  /** What the box shows: an existing set's name or the name of a set to create. */
  name: string;
  /** The existing set's id; null when the name is new (the save creates the set). */
  id: string | null;
}

export const NEW_SET_LABEL = 'Create new Source Set';
const CREATE_VALUE = '\u0000create';

/** The existing set of that name, whatever its case. */
export const matchSet = (sets: readonly SourceSet[], name: string) =>
  sets.find((set) => set.name.toLowerCase() === name.trim().toLowerCase());

/**
 * Source Set: pick an existing set, or type a new name and choose 'Create new Source Set'
 * (spec 1 §5). A typed name that matches a set picks that set.
 */
export function SetCombobox({
  sets,
  value,
  onChange,
  error,
  onBlur,
}: {
  sets: readonly SourceSet[];
  value: SetChoice;
  onChange: (choice: SetChoice) => void;
  error?: string | null;
  onBlur?: () => void;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typed = value.name.trim();
  const exact = matchSet(sets, typed);
  const shown = sets.filter((set) => set.name.toLowerCase().includes(typed.toLowerCase()) || value.id !== null);
  const choose = (picked: string) => {
    if (picked === CREATE_VALUE) onChange({ name: typed, id: null });
    else {
      const set = sets.find((candidate) => candidate.id === picked)!;
      onChange({ name: set.name, id: set.id });
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <InputBase
          label="Source Set"
          withAsterisk
          placeholder="Choose a set or type a new name"
          value={value.name}
          error={error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          onChange={(event) => {
            const name = event.currentTarget.value;
            const match = matchSet(sets, name);
            onChange({ name, id: match?.id ?? null });
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {shown.map((set) => (
            <Combobox.Option value={set.id} key={set.id} active={set.id === value.id}>
              {set.name}
            </Combobox.Option>
          ))}
          {typed !== '' && !exact && (
            <Combobox.Option value={CREATE_VALUE}>
              <Text span fw={600} size="sm">
                {NEW_SET_LABEL}
              </Text>{' '}
              <Text span size="sm">
                “{typed}”
              </Text>
            </Combobox.Option>
          )}
          {shown.length === 0 && typed === '' && <Combobox.Empty>No source sets yet</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
