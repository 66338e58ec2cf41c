import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';

/** 'Go to page': any page of a long list from the keyboard, without stepping through the pager. */
export function PageJump({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState<string | number>('');
  const page = typeof value === 'number' ? value : Number.NaN;
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
      <NumberInput
        size="xs"
        w={96}
        aria-label="Go to page"
        placeholder="Page"
        min={1}
        max={pageCount}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={value}
        onChange={setValue}
      />
      <Button type="submit" size="xs" variant="default" disabled={!valid}>
        Go
      </Button>
    </Group>
  );
}
