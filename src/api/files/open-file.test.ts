// @vitest-environment jsdom
import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { clock } from '@mock/core/clock';
import { defineFileRecipe, issueFile } from '@mock/core/files/files';
import { notificationsStore } from '@mantine/notifications';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config/env';
import { ErrorKey } from '../error-keys';
import { downloadUserList } from '../users/queries';
import { openFile, openPresignedUrl } from './open-file';

useMockApi();

const inlineNote = defineFileRecipe({
  id: 'test-inline-note',
  params: v.object({}),
  contentType: 'text/plain; charset=utf-8',
  disposition: 'inline',
  generate: () => 'shown, not saved',
});

/** What the page saved: each clicked link's name and the text of the Blob behind it. */
let saved: { name: string; href: string; target: string; rel: string }[];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob as Blob);
    return href;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, target: this.target, rel: this.rel });
  });
  notificationsStore.getState().notifications.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  clock.useRealTime();
});

describe('openPresignedUrl in demo mode', () => {
  it("saves the mock's file under the service's name with its real content", async () => {
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await downloadUserList('org-usda');
    await openPresignedUrl(preSignedUrl);
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^users-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs.get(saved[0].href)!.text();
    expect(text.split('\r\n')[0]).toBe('Last Name,First Name,Middle Name,Email,Phone,Description,Role,Roles,Status');
    expect(text).toContain(PERSONA.tenantAdmin);
    expect(blobs.get(saved[0].href)!.type).toBe('text/csv; charset=utf-8');
  });

  it('throws file.expired for an expired link and saves nothing', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18));
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await downloadUserList('org-usda');
    clock.advance(301_000);
    await expect(openPresignedUrl(preSignedUrl)).rejects.toMatchObject({ key: ErrorKey.fileExpired });
    expect(saved).toEqual([]);
  });

  it('shows an inline file in a new tab cut off from this page, and saves it when a popup blocker refuses', async () => {
    const url = issueFile(new Request('http://pdns-mock.test/x'), {
      recipe: inlineNote,
      params: {},
      name: 'note.txt',
      ttlSeconds: 60,
    });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(tab).mockReturnValueOnce(null);
    await openPresignedUrl(url);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank');
    expect(tab.opener).toBeNull();
    expect(saved).toEqual([]);
    await openPresignedUrl(url);
    expect(saved.map((s) => s.name)).toEqual(['note.txt']);
  });
});

describe('openFile', () => {
  it("shows the error table's message when the link has expired", async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18));
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await downloadUserList('org-usda');
    clock.advance(600_000);
    expect(await openFile(async () => preSignedUrl)).toBe(false);
    const shown = notificationsStore.getState().notifications;
    expect(shown.map((n) => n.message)).toContain('This download link has expired. Request the file again.');
  });
});

describe('openPresignedUrl in live mode', () => {
  it("opens the service's own address in a new tab without fetching it", async () => {
    const mode = config.mode;
    Object.assign(config, { mode: 'live' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await openPresignedUrl('https://files.example.gov/list.csv?X-Amz-Signature=abc');
    } finally {
      Object.assign(config, { mode });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(saved).toEqual([
      {
        name: '',
        href: 'https://files.example.gov/list.csv?X-Amz-Signature=abc',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
  });
});
