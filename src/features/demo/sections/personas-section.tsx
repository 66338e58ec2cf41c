/** The demo control panel's personas section (issue 17). */
export function PersonasSection() {
  return null;
}
