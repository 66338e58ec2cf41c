/**
 * A select's option list rendered when it opens, not kept mounted and hidden from the start
 * (Mantine's default): a kept list is positioned once as it mounts, and floating-ui's
 * `computePosition` reads the page's computed style there, a forced style and layout pass in the
 * middle of the first render of the screen that holds it. Given as `comboboxProps`.
 */
export const LIST_WHEN_OPEN = { keepMounted: false } as const;
