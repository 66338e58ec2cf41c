import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTarget, routeMatches } from './find-target';

describe('routeMatches', () => {
  it('matches a route with or without its trailing slash, and a $ segment with any one segment', () => {
    expect(routeMatches('/logs/log-push', '/logs/log-push/')).toBe(true);
    expect(routeMatches('/policy-editor/edit/$id', '/policy-editor/edit/pol-12')).toBe(true);
    expect(routeMatches('/policy-editor/edit/$id', '/policy-editor/edit')).toBe(false);
    expect(routeMatches('/logs/log-push', '/logs/log-push/form')).toBe(false);
  });
});

describe('findTarget', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as shown unless it says it is hidden.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const size = this.hasAttribute('data-hidden') ? 0 : 10;
      return { top: 0, left: 0, width: size, height: size } as DOMRect;
    });
    document.body.innerHTML = `
      <div data-tour-ui><button>Next</button></div>
      <button data-hidden>Next</button>
      <form><button type="button">Next</button></form>
      <label for="name">Name <span aria-hidden="true">*</span></label><input id="name" />
      <h2 id="t">Submit for Approval</h2><div role="dialog" aria-labelledby="t"></div>
      <a href="/x" aria-label="Test a.com in the Policy Tester">icon</a>`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('finds a control by its accessible name, passing over hidden ones and the tour’s own buttons', () => {
    expect(findTarget({ selector: 'button', name: 'Next' })?.closest('form')).not.toBeNull();
    expect(findTarget({ selector: 'input', name: 'Name' })?.id).toBe('name');
    expect(findTarget({ selector: '[role="dialog"]', name: 'Submit for Approval' })).not.toBeNull();
    expect(findTarget({ selector: 'a', name: 'Test a.com in the Policy Tester' })).not.toBeNull();
  });

  it('finds nothing for a name not shown, or a selector that does not parse', () => {
    expect(findTarget({ selector: 'button', name: 'Save' })).toBeNull();
    expect(findTarget({ selector: 'button[' })).toBeNull();
  });
});
