/** The demo control panel's clock section (issue 17). */
export function ClockSection() {
  return null;
}
