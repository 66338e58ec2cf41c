import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { loadCharts, useDrawTurn } from './draw-queue';

function Chart({ name, version = 1, ready = true }: { name: string; version?: number; ready?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useDrawTurn(ref, version, () => {}, { ready }) as number | undefined;
  return <div ref={ref}>{drawn === undefined ? `${name} waiting` : `${name} drawn ${drawn}`}</div>;
}

describe('chart turns', () => {
  // First, while no turn is being passed on from an earlier test.
  it('passes the turn on when a chart leaves before its turn comes, so later charts still draw', async () => {
    const left = render(<Chart name="line" />);
    // Its turn is given once the chart chunk has answered: the chart is gone by then.
    left.unmount();
    await loadCharts();
    render(<Chart name="donut" />);
    expect(await screen.findByText('donut drawn 1')).toBeInTheDocument();
  });

  it('draws each chart in turn, and again when its data changes', async () => {
    const { rerender } = render(
      <>
        <Chart name="line" />
        <Chart name="donut" />
      </>,
    );
    expect(await screen.findByText('line drawn 1')).toBeInTheDocument();
    expect(await screen.findByText('donut drawn 1')).toBeInTheDocument();
    rerender(
      <>
        <Chart name="line" version={2} />
        <Chart name="donut" version={2} />
      </>,
    );
    expect(await screen.findByText('line drawn 2')).toBeInTheDocument();
    expect(await screen.findByText('donut drawn 2')).toBeInTheDocument();
  });

  it('waits while its data is not complete, and then draws the complete data only', async () => {
    const { rerender } = render(<Chart name="line" version={1} ready={false} />);
    rerender(<Chart name="line" version={2} ready={false} />);
    // Given a turn had it been ready: nothing is drawn while it is not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('line waiting')).toBeInTheDocument();
    rerender(<Chart name="line" version={3} ready />);
    expect(await screen.findByText('line drawn 3')).toBeInTheDocument();
  });
});
