import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { DayInput, parseDay } from './day-input';

function Harness({ initial = '', minDay, maxDay }: { initial?: string; minDay?: string; maxDay?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DayInput label="From" value={day} onChange={setDay} minDay={minDay} maxDay={maxDay} />
      <output aria-label="day">{day}</output>
    </>
  );
}

describe('DayInput', () => {
  it('reads only whole, real days', () => {
    expect(parseDay('03/11/2022')).toBe('2022-03-11');
    expect(parseDay('3/1/2024')).toBe('2024-03-01');
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('02/30/2024')).toBeNull();
    expect(parseDay('03/1')).toBeNull();
  });

  it('shows the day as MM/DD/YYYY and takes a typed day inside its range only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2024-05-20" minDay="2022-03-11" maxDay="2024-06-01" />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveValue('05/20/2024');

    await user.clear(field);
    await user.type(field, '04/02/2024');
    expect(screen.getByLabelText('day')).toHaveTextContent('2024-04-02');

    // Before the earliest day: not taken, and the field shows the day it has once left.
    await user.type(field, '03/10/2022', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.tab();
    expect(screen.getByLabelText('day')).toHaveTextContent('2024-04-02');
    expect(field).toHaveValue('04/02/2024');
  });
});
