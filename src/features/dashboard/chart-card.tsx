import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { chartComponents, useDrawTurn } from './draw-queue';

export const DATA_NOT_AVAILABLE = 'Data Not Available';
export const noInformation = (durationType: string) => `No information for the ${durationType}`;

export type PanelState = 'loading' | 'failed' | 'empty' | 'ready';

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

/**
 * A spinner while the data loads, 'Data Not Available' when the call failed, 'No information
 * for the …' when the period holds nothing, and the chart with its text alternative otherwise.
 */
export function PanelBody({ title, state, durationType, height, children }: ChartCardProps) {
  if (state === 'ready') return children;
  return (
    <Center mih={height} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <Loader size="md" aria-label={`Loading ${title}`} />
      ) : (
        <Text c="dimmed">{state === 'failed' ? DATA_NOT_AVAILABLE : noInformation(durationType)}</Text>
      )}
    </Center>
  );
}

type Charts = NonNullable<ReturnType<typeof chartComponents>>;

/**
 * Where a chart draws once its turn has come (draw-queue.ts); a placeholder of the same size
 * until then. The drawing is decoration for assistive technology: the card's text carries it.
 */
export function ChartSlot({
  height,
  first = false,
  draw,
}: {
  height: number;
  first?: boolean;
  draw: (charts: Charts) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useDrawTurn(ref, first);
  const charts = drawn ? chartComponents() : null;
  return (
    <Stack ref={ref} mih={height} justify="center" aria-hidden data-chart-drawn={charts ? true : undefined}>
      {charts && draw(charts)}
    </Stack>
  );
}
