import { describe, expect, it } from 'vitest';
import type { Organization } from '@/api/organizations/contract';
import { cannotOpenMessage, mayStay } from './persona-switch';
import type { PaletteViewer, ScreenCatalogue } from './palette/palette-types';

const agriculture = { orgId: 'org-usda', orgName: 'Agriculture' } as Organization;
const viewer = {
  principal: { orgName: 'Agriculture', role: 'User' as const, roles: ['reportingViewer'] },
  email: 'x@usda.gov',
};
const catalogue = (admitted: string[]): ScreenCatalogue => ({
  screens: () => [
    { id: 's1', label: 'Policy Editor', description: '', to: '/policy-editor', covers: ['/policy-editor/view/'] },
  ],
  admits: (path) => admitted.some((prefix) => path.startsWith(prefix)),
});

describe('the persona switch decision', () => {
  const place = (pathname: string, orgId = 'org-usda') => ({ pathname, title: 'Page', orgId });
  const as: PaletteViewer = { ...viewer, selected: agriculture };

  it('keeps a screen the new persona may open', () => {
    expect(mayStay(place('/policy-editor'), as, catalogue(['/']))).toBe(true);
  });

  it('leaves a page the route guards refuse, even one the catalogue lists', () => {
    expect(mayStay(place('/policy-editor'), as, catalogue(['/dashboard']))).toBe(false);
  });

  it('leaves a screen that is not theirs', () => {
    expect(mayStay(place('/organizations/users'), as, catalogue(['/']))).toBe(false);
  });

  it('keeps a record below one of their screens only while the same organization is viewed', () => {
    expect(mayStay(place('/policy-editor/view/p1'), as, catalogue(['/']))).toBe(true);
    expect(mayStay(place('/policy-editor/view/p1', 'org-energy'), as, catalogue(['/']))).toBe(false);
  });

  it('words the notice as the issue asks', () => {
    expect(cannotOpenMessage('Sam Rivera', 'Policy Editor')).toBe(
      'Sam Rivera cannot open Policy Editor; showing the Dashboard.',
    );
  });
});
