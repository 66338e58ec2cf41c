import { Box, MultiSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { ALL, type Selection, nextSelection } from './selection';
import type { Choice } from './use-alert-set-choices';

export interface AllOrSomeSelectProps {
  /** The form path, which the first-error scroll finds by `data-field`. */
  path: string;
  label: string;
  /** The select-all entry's words, e.g. 'All Source Sets'. */
  allLabel: string;
  choices: Choice[];
  value: Selection;
  onChange: (value: Selection) => void;
  error?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * A multi-select with a select-all entry first (spec 1 §4: it saves an empty list, meaning all).
 * Choosing it replaces the chosen items and choosing an item replaces it, so what the box shows is
 * what is saved. An id no longer offered (deleted since) stays visible by its id rather than vanish.
 */
export function AllOrSomeSelect({
  path,
  label,
  allLabel,
  choices,
  value,
  onChange,
  error,
  readOnly,
  disabled,
  description,
}: AllOrSomeSelectProps) {
  const known = new Set(choices.map((choice) => choice.value));
  const missing = value.filter((id) => id !== ALL && !known.has(id)).map((id) => ({ value: id, label: id }));
  return (
    <Box data-field={path}>
      <MultiSelect
        label={label}
        description={description}
        withAsterisk={!readOnly}
        data={[{ value: ALL, label: allLabel }, ...choices, ...missing]}
        value={value}
        onChange={(next) => onChange(nextSelection(value, next))}
        error={error}
        readOnly={readOnly}
        disabled={disabled}
        searchable={!readOnly}
        clearable={!readOnly}
        hidePickedOptions={false}
        placeholder={readOnly || value.length > 0 ? undefined : 'Choose one or more'}
        nothingFoundMessage="Nothing found"
        comboboxProps={{ withinPortal: true }}
      />
    </Box>
  );
}
