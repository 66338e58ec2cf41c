import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANNED } from './planned-screen';

const routesDir = join(__dirname, '../../routes');
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => readFileSync(join(routesDir, f), 'utf8'));

describe('planned screens', () => {
  it('describes every route that shows one, and nothing else', () => {
    const used = routeFiles.flatMap((source) =>
      [...source.matchAll(/<PlannedScreen path="([^"]+)"/g)].map((m) => m[1]),
    );
    // The pattern must still find the placeholders that remain.
    expect(used.length).toBeGreaterThan(0);
    expect([...used].sort()).toEqual(Object.keys(PLANNED).sort());
  });
});
