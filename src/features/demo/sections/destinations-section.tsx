/** The demo control panel's destinations section (issue 17). */
export function DestinationsSection() {
  return null;
}
