import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way a paste does: one input event, where user.type sends one per
 * character and the whole screen re-renders for each (seconds per test on a busy machine). For
 * text whose keystrokes are not what the test is about; keep user.type where they are (a key
 * that adds a chip, Enter, a mask that reformats as you type).
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
