import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, createContext, useContext, useRef, useState } from 'react';
import classes from './cards.module.css';
import { chartComponents, useDrawTurn } from './draw-queue';

export const DATA_NOT_AVAILABLE = 'Data Not Available';
export const noInformation = (durationType: string) => `No information for the ${durationType}`;

/** 'reloading': a change of duration, tab or sets is loading, and the last data is still shown. */
export type PanelState = 'loading' | 'reloading' | 'failed' | 'empty' | 'ready';

export interface ChartCardProps {
  title: string;
  state: PanelState;
  /** The selected duration's label, for the empty text. */
  durationType: string;
  /** Height of the drawing, kept while loading so nothing moves when it arrives. */
  height: number;
  children?: ReactNode;
}

/**
 * A chart's card (spec 3 §2): its title, then its body (PanelBody).
 */
export function ChartCard({ title, children, ...body }: ChartCardProps) {
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <PanelBody title={title} {...body}>
        {children}
      </PanelBody>
    </Card>
  );
}

const Reloading = createContext<string | null>(null);

/**
 * A spinner while the data loads, 'Data Not Available' when the call failed, 'No information
 * for the …' when the period holds nothing, and the chart with its text alternative otherwise.
 * While a change reloads, the last data stays, busy, with a spinner over it (ReloadingSpinner):
 * the chart stays mounted and takes the new data when it comes, rather than being drawn anew.
 */
export function PanelBody({ title, state, durationType, height, children }: ChartCardProps) {
  const reloading = state === 'reloading';
  if (state === 'ready' || reloading)
    return (
      <div className={classes.body} aria-busy={reloading || undefined}>
        <Reloading value={reloading ? title : null}>{children}</Reloading>
      </div>
    );
  return (
    <Center mih={height} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <Loader size="md" role="status" aria-label={`Loading ${title}`} />
      ) : (
        <Text c="dimmed">{state === 'failed' ? DATA_NOT_AVAILABLE : noInformation(durationType)}</Text>
      )}
    </Center>
  );
}

/** The reloading panel's spinner, centred over its nearest positioned box (a chart, a list). */
export function ReloadingSpinner() {
  const title = useContext(Reloading);
  if (title === null) return null;
  return (
    <div className={classes.spinner}>
      <Loader size="md" role="status" aria-label={`Loading ${title}`} />
    </div>
  );
}

type Charts = NonNullable<ReturnType<typeof chartComponents>>;

/**
 * Where a chart draws once its turn has come (draw-queue.ts); a placeholder of the same size
 * until then. `data` is what the drawing shows (kept stable while it is the same): when it
 * changes, the drawing there stays, faded, until the chart's next turn redraws it in place; while
 * `ready` is false (part of its data is still coming) it waits for it rather than draw twice. The
 * drawing is decoration for assistive technology: the card's text carries it.
 */
export function ChartSlot({
  height,
  first = false,
  ready = true,
  data,
  draw,
}: {
  height: number;
  first?: boolean;
  ready?: boolean;
  data: unknown;
  draw: (charts: Charts) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<ReactNode>(null);
  const drawn = useDrawTurn(
    ref,
    data,
    () => {
      const charts = chartComponents();
      if (charts) setDrawing(draw(charts));
    },
    { first, ready },
  );
  return (
    <Stack
      ref={ref}
      mih={height}
      justify="center"
      pos="relative"
      aria-hidden
      data-chart-drawn={drawing ? true : undefined}
      className={drawing && drawn !== data ? classes.redrawing : undefined}
    >
      {drawing}
      <ReloadingSpinner />
    </Stack>
  );
}
