import { describe, expect, it } from 'vitest';
import { violation } from './layers-plugin.mjs';

/** The cases the layer rule must hold; oxlint runs the same function over every import. */
describe('layer rule', () => {
  const probe = (from: string, spec: string, dynamic = false) => violation({ from, spec, dynamic });

  it('refuses an import that points up or sideways', () => {
    expect(probe('src/features/access-requests/x.tsx', '@/features/organizations/users/user-form')).toBe(
      'features never import another feature: move the shared piece to src/components or src/lib',
    );
    expect(probe('src/features/logs/audit/x.tsx', '../../organizations/users/user-form')).toMatch(/another feature/);
    expect(probe('src/components/x.tsx', '@/api/contract')).toMatch(/components may not import api/);
    expect(probe('src/lib/x.ts', '../components/page-header')).toMatch(/lib may not import components/);
    expect(probe('src/api/x.ts', '../features/shell')).toMatch(/api may not import/);
  });

  it('lets src reach the mock only through the start-up import', () => {
    expect(probe('src/app.tsx', '../mock-service/browser', true)).toMatch(/one dynamic start-up import/);
    expect(probe('src/main.tsx', '../mock-service/browser')).toMatch(/one dynamic start-up import/);
    expect(probe('src/main.tsx', '../mock-service/browser', true)).toBeUndefined();
    expect(probe('src/features/logs/x.test.tsx', '@mock/testing/render')).toBeUndefined();
    expect(probe('src/features/logs/test-fixtures.ts', '@mock/node')).toBeUndefined();
    expect(probe('src/features/logs/fixtures.ts', '@mock/node')).toMatch(/one dynamic start-up import/);
  });

  it('lets the mock import only the contract, config and pure lib', () => {
    expect(probe('mock-service/handlers/x.ts', '../../src/components/page-header')).toMatch(/only the contract layer/);
    expect(probe('mock-service/handlers/x.ts', '../../src/api/client')).toMatch(/UI code or the API client/);
    expect(probe('mock-service/handlers/x.ts', '../../src/lib/notify')).toMatch(/UI code or the API client/);
    expect(probe('mock-service/handlers/x.ts', '../../src/api/users/contract')).toBeUndefined();
  });

  it('allows imports down the layers', () => {
    expect(probe('src/routes/dashboard.tsx', '@/features/shell/nav-links')).toBeUndefined();
    expect(probe('src/features/logs/x.tsx', '@/api/contract')).toBeUndefined();
    expect(probe('src/api/users/contract.ts', '../../lib/validators')).toBeUndefined();
  });
});
