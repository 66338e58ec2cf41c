/** The US flag at banner size (16×11), drawn inline so the banner needs no image request. */
export function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, i) => (
    <rect key={i} x="0" y={(i * 2 * 11) / 13} width="16" height={11 / 13} fill="#b22234" />
  ));
  return (
    <svg width="16" height="11" viewBox="0 0 16 11" aria-hidden="true" focusable="false">
      <rect width="16" height="11" fill="#fff" />
      {stripes}
      <rect width="6.4" height={(7 * 11) / 13} fill="#3c3b6e" />
    </svg>
  );
}
