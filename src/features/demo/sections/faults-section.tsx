/** The demo control panel's faults section (issue 17). */
export function FaultsSection() {
  return null;
}
