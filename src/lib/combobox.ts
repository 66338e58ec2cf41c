import { useEffect, useReducer, useState } from 'react';

const LIST_WHEN_OPEN = { keepMounted: false } as const;

/**
 * Props for a Mantine select whose option list renders when it opens, not kept mounted and
 * hidden from the start (Mantine's default): a kept list is positioned once as it mounts, and
 * floating-ui's `computePosition` reads the page's computed style there, a forced style and
 * layout pass in the middle of the first render of the screen that holds it.
 *
 * Mantine names the list in the input's `aria-controls` and `aria-expanded` from an id the list
 * stores as it mounts, without rendering the input again; so a list rendered on opening would
 * leave the open list unannounced (`aria-expanded="false"`, no `aria-controls`). The select
 * renders once more after the list has mounted, and the input then says it is open and names its
 * list.
 */
export function useListWhenOpen(): {
  comboboxProps: typeof LIST_WHEN_OPEN;
  onDropdownOpen: () => void;
  onDropdownClose: () => void;
} {
  const [open, setOpen] = useState(false);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  // In a task after the opening: the list stores its id in an effect, and again once Mantine's
  // useId has replaced React's id with its own (a layout effect, so a render of its own).
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(renderAgain, 0);
    return () => clearTimeout(timer);
  }, [open]);
  return { comboboxProps: LIST_WHEN_OPEN, onDropdownOpen: () => setOpen(true), onDropdownClose: () => setOpen(false) };
}
