import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JournalReport } from '@/lib/journal-types';
import { reportText } from '@/lib/journal-report-text';
import { renderWithProviders } from '../../../../tests/setup/render';
import { JournalReportView } from './journal-report';

const header = {
  product: 'Protective DNS',
  seedVersion: 's1',
  variant: 'CI',
  persona: 'daniel.okafor@usda.gov',
  recordedAt: 'now',
};
const clean: JournalReport = { header, total: 4, replayed: 4, differing: [], notes: [] };
const differing: JournalReport = {
  ...clean,
  differing: [
    {
      n: 3,
      method: 'POST',
      path: '/api/distlist/get',
      differences: [
        { path: '$.body.result.name', expected: 'Day Shift', actual: 'Night Shift' },
        { path: '$.body.result.description', expected: '(absent)', actual: 'x' },
      ],
    },
  ],
  notes: ['Recorded on seed s0; replayed on seed s1.'],
};

describe('the journal report', () => {
  it('says "No differences" when every reply matched', () => {
    renderWithProviders(<JournalReportView report={clean} />);
    expect(screen.getByText('No differences')).toBeInTheDocument();
    expect(screen.getByText('Replayed 4 of 4 calls; every reply matched the recording.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each difference with its call, method and path, JSON path, expected and actual', () => {
    renderWithProviders(<JournalReportView report={differing} />);
    expect(screen.getByText('1 call differs')).toBeInTheDocument();
    expect(screen.getByText('Recorded on seed s0; replayed on seed s1.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Differences' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CallMethod and pathJSON pathExpectedActual',
      '3POST /api/distlist/get$.body.result.name"Day Shift""Night Shift"',
      '$.body.result.description"(absent)""x"',
    ]);
  });

  it('downloads as text that names each difference', () => {
    expect(reportText(differing)).toContain(
      'Call 3 POST /api/distlist/get: 2 difference(s)\n  $.body.result.name: expected "Day Shift", actual "Night Shift"',
    );
    expect(reportText(clean)).toContain('Replayed 4 of 4 calls.\nNo differences.');
  });
});
