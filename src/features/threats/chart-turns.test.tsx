import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useChartTurn } from './chart-turns';

/** Stands for a chart: says whether it has its turn, and reports drawn unless held. */
function Probe({ id, hold = false }: { id: string; hold?: boolean }) {
  const { ref, turn, onDrawn } = useChartTurn<HTMLDivElement>();
  return (
    <div ref={ref} data-testid={id}>
      {turn ? <Drawn hold={hold} onDrawn={onDrawn} /> : 'waiting'}
    </div>
  );
}

function Drawn({ hold, onDrawn }: { hold: boolean; onDrawn: () => void }) {
  useEffect(() => {
    if (!hold) onDrawn();
  }, [hold, onDrawn]);
  return 'drawn';
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useChartTurn', () => {
  it('draws the first chart at once and each next one in a later task, after the one before', async () => {
    const { rerender } = render(
      <>
        <Probe id="a" hold />
        <Probe id="b" />
        <Probe id="c" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('drawn');
    await tick();
    expect(screen.getByTestId('b')).toHaveTextContent('waiting');

    rerender(
      <>
        <Probe id="a" />
        <Probe id="b" />
        <Probe id="c" />
      </>,
    );
    expect(screen.getByTestId('b')).toHaveTextContent('waiting');
    await tick();
    expect(screen.getByTestId('b')).toHaveTextContent('drawn');
    expect(screen.getByTestId('c')).toHaveTextContent('waiting');
    await tick();
    expect(screen.getByTestId('c')).toHaveTextContent('drawn');
  });

  it('passes the turn on when a chart leaves before it has drawn', async () => {
    const { rerender } = render(
      <>
        <Probe id="a" hold />
        <Probe id="b" />
      </>,
    );
    rerender(<Probe id="b" />);
    await tick();
    expect(screen.getByTestId('b')).toHaveTextContent('drawn');
  });
});
