import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * 'Go to page': any page of a long list from the keyboard, without stepping through the pager. A
 * text box that keeps digits only: Mantine's NumberInput (react-number-format) cost a tenth of the
 * users tab's first render for a box that only ever holds a whole number.
 */
export function PageJump({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const page = value === '' ? Number.NaN : Number(value);
  const valid = Number.isInteger(page) && page >= 1 && page <= pageCount;

  return (
    <Group
      component="form"
      gap={4}
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onJump(page);
        setValue('');
      }}
    >
      <TextInput
        size="xs"
        w={96}
        aria-label="Go to page"
        placeholder="Page"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(pageCount).length}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <Button type="submit" size="xs" variant="default" disabled={!valid}>
        Go
      </Button>
    </Group>
  );
}
