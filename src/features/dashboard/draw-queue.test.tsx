import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { loadCharts, useDrawTurn } from './draw-queue';

function Chart({ name, version = 1 }: { name: string; version?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useDrawTurn(ref, version, () => {}) as number | undefined;
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
});
