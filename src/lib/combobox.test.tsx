import { MultiSelect, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { useListWhenOpen } from './combobox';

function Picker({ multiple = false }: { multiple?: boolean }) {
  const listWhenOpen = useListWhenOpen();
  const data = ['Agriculture', 'Energy', 'Water'];
  return multiple ? (
    <MultiSelect label="Sets" data={data} searchable {...listWhenOpen} />
  ) : (
    <Select label="Organization" data={data} searchable {...listWhenOpen} />
  );
}

describe('a select whose list renders when it opens', () => {
  it.each([
    ['Organization', false],
    ['Sets', true],
  ])('%s: the input says it is open and names its list, each time it opens', async (name, multiple) => {
    const user = userEvent.setup();
    renderWithProviders(<Picker multiple={multiple} />);
    const input = screen.getByRole('combobox', { name });
    // Not rendered before the list opens.
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    for (let round = 0; round < 2; round++) {
      await user.click(input);
      const list = await screen.findByRole('listbox');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-controls', list.id);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
