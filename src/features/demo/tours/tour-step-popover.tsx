import { ActionIcon, Box, Button, Group, Popover, type PopoverProps, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCallback, useId } from 'react';
import type { Tour } from './tour-schema';
import { tourState } from './tour-state';
import { useStepAdvance } from './use-step-advance';
import { useTargetBox } from './use-target-box';

const PAD = 4;
const FIT_IN_VIEW: PopoverProps['middlewares'] = {
  flip: { fallbackPlacements: ['top', 'right', 'left', 'right-start', 'left-start'] },
  shift: { padding: 8 },
};

/**
 * One step of a running tour: the real control ringed (clicks go through to it) and a dialog
 * beside it saying what to do and why. Focus moves into the dialog when the step begins; Escape
 * ends the tour; Back and Next move by hand.
 */
export function TourStepPopover({ tour, index }: { tour: Tour; index: number }) {
  const step = tour.steps[index];
  const last = index === tour.steps.length - 1;
  const next = useCallback(() => (last ? tourState.end() : tourState.go(index + 1)), [last, index]);
  useStepAdvance(step, next);
  const box = useTargetBox(step.target);
  const titleId = useId();
  const bodyId = useId();
  const focusTitle = useCallback((heading: HTMLHeadingElement | null) => heading?.focus({ preventScroll: true }), []);

  const anchor: React.CSSProperties = box
    ? {
        top: box.top - PAD,
        left: box.left - PAD,
        width: box.width + 2 * PAD,
        height: box.height + 2 * PAD,
        outline: '3px solid var(--mantine-color-orange-6)',
        boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.3)',
        borderRadius: 'var(--mantine-radius-sm)',
      }
    : { top: 72, left: '50%', width: 1, height: 1 };

  return (
    <Popover
      opened
      position="bottom"
      // A tall control (a whole card) leaves no room below or above it: the step goes beside it
      // rather than below the fold.
      middlewares={FIT_IN_VIEW}
      withArrow={!!box}
      width={340}
      shadow="md"
      closeOnClickOutside={false}
      closeOnEscape={false}
      returnFocus={false}
      zIndex={400}
      withRoles={false}
    >
      <Popover.Target>
        <Box
          data-tour-ui
          data-tour-ring
          aria-hidden
          style={{ position: 'fixed', pointerEvents: 'none', zIndex: 399, ...anchor }}
        />
      </Popover.Target>
      <Popover.Dropdown
        data-tour-ui
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            tourState.end();
          }
        }}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div>
            <Text size="xs" fw={600}>
              {tour.title} · Step {index + 1} of {tour.steps.length}
            </Text>
            <Title order={2} size="h5" id={titleId} tabIndex={-1} ref={focusTitle} mt={4}>
              {step.title}
            </Title>
          </div>
          <ActionIcon variant="subtle" color="gray.8" aria-label="End tour" onClick={tourState.end}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="sm" id={bodyId} mt="xs">
          {step.body}
        </Text>
        <Group justify="space-between" mt="md">
          <Button size="xs" variant="default" disabled={index === 0} onClick={() => tourState.go(index - 1)}>
            Back
          </Button>
          <Button size="xs" onClick={next}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
