import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface TableSearchProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The list search box; the table debounces what is typed before asking the server. */
export function TableSearch({ value, onChange, placeholder }: TableSearchProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton aria-label="Clear search" size="sm" onClick={() => onChange('')} /> : null}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
