/** The demo control panel's journal section (issue 17). */
export function JournalSection() {
  return null;
}
