import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sinkhole } from '@/api/policies/contract';
import { renderWithProviders } from '../../../../tests/setup/render';
import { NO_SINKHOLES } from './policy-messages';
import { SinkholeTable } from './sinkhole-table';

const sinkholes = (count: number): Sinkhole[] =>
  Array.from({ length: count }, (_, i) => ({
    ipAddress: `198.51.100.${i + 1}`,
    policy: `Sinkhole ${i + 1}`,
    policyId: `policy-${i + 1}`,
    policyType: 'Global - Provider',
    global: true,
  }));

describe('SinkholeTable', () => {
  it("says 'No Sinkholes found' when there are none", () => {
    renderWithProviders(<SinkholeTable sinkholes={[]} />);
    expect(screen.getByText(NO_SINKHOLES)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('hides pagination at 10 sinkholes and pages by 10 above', () => {
    const { unmount } = renderWithProviders(<SinkholeTable sinkholes={sinkholes(10)} />);
    expect(within(screen.getByRole('table', { name: 'Sinkholes' })).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();

    renderWithProviders(<SinkholeTable sinkholes={sinkholes(11)} />);
    expect(within(screen.getByRole('table', { name: 'Sinkholes' })).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: '2' })).toBeInTheDocument();
  });
});
