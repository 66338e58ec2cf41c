/** The demo control panel's outbox section (issue 17). */
export function OutboxSection() {
  return null;
}
