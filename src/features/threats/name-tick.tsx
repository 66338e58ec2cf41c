/** Characters per line of a name beside the bars: 12 px type at up to 7 px a character fits NAME_AXIS_WIDTH. */
const LINE = 24;
const MAX_LINES = 3;
export const NAME_AXIS_WIDTH = 180;

/**
 * A domain name in lines of at most LINE characters, broken after its dots (a label longer than a
 * line is cut into pieces). Past MAX_LINES the last line ends in an ellipsis: the table under the
 * chart always shows the whole name.
 */
export function nameLines(name: string): string[] {
  const pieces = name.split(/(?<=\.)/).flatMap((label) => label.match(new RegExp(`.{1,${LINE}}`, 'g')) ?? []);
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + piece.length <= LINE) lines[last] += piece;
    else lines.push(piece);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1].slice(0, LINE - 1)}…`;
  return kept;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** The names axis's tick: the name's lines, centred on its bar. */
export function NameTick({ x = 0, y = 0, payload }: TickProps) {
  const value = payload?.value;
  const lines = nameLines(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const left = Number(x) - 8;
  return (
    <text x={left} y={Number(y)} textAnchor="end" fontSize={12} fill="currentColor">
      {lines.map((line, i) => (
        <tspan key={i} x={left} dy={i === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
