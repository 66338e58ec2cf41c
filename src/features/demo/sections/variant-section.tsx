/** The demo control panel's variant section (issue 17). */
export function VariantSection() {
  return null;
}
