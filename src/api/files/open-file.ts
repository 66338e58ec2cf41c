import { config } from '@/config/env';
import { notify } from '@/lib/notify';
import { dispositionFileName, openInNewTab, saveBlob } from '@/lib/save-file';
import { ApiError } from '../client';
import { errorEnvelopeSchema } from '../contract';
import { ErrorKey } from '../error-keys';
import * as v from 'valibot';

export interface OpenFileOptions {
  /**
   * 'newTab' (the default: the spec opens every pre-signed link in a new tab or window) or
   * 'download'. A file the service marks as an attachment is saved either way, as a browser
   * does when a new tab opens one.
   */
  mode?: 'newTab' | 'download';
  /** Overrides the name the service gives the file. */
  fileName?: string;
}

const lastSegment = (url: string) => decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop()!);

async function failure(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(errorEnvelopeSchema, payload);
  if (parsed.success) return new ApiError(parsed.output.errors, response.status);
  return new ApiError([{ key: ErrorKey.badReply, message: `file: HTTP ${response.status}` }], response.status);
}

/**
 * Opens a pre-signed link (`result.preSignedUrl`). Live: the service's own address in a new tab;
 * it decides with Content-Disposition whether the browser saves or shows the file. Demo: the
 * address belongs to the mock, which runs in a SharedWorker, not a service worker, so a tab
 * cannot load it; the content is fetched through the page's interceptor (offline too) and saved
 * from a Blob, or shown in a new tab when the file is inline. Throws ApiError (file.expired,
 * file.notFound, client.network) without opening anything.
 *
 * No blank tab is opened before the fetch: the mock answers in milliseconds, well inside the
 * browser's user-activation window, and an expired link must not leave an empty tab behind.
 */
export async function openPresignedUrl(url: string, options: OpenFileOptions = {}): Promise<void> {
  if (config.mode === 'live') {
    openInNewTab(url);
    return;
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new ApiError([{ key: ErrorKey.network, message: String(cause) }], 0);
  }
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('Content-Disposition');
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const blob = new Blob([await response.arrayBuffer()], { type });
  const name = options.fileName ?? dispositionFileName(disposition) ?? lastSegment(url);
  if ((options.mode ?? 'newTab') === 'newTab' && /^\s*inline/i.test(disposition ?? '')) {
    const blobUrl = URL.createObjectURL(blob);
    const tab = window.open(blobUrl, '_blank');
    // The tab reads the Blob after this returns; a minute covers a slow machine.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    if (tab) {
      tab.opener = null;
      return;
    }
    // A popup blocker said no: saving the file still gives it to the user.
  }
  saveBlob(blob, name);
}

/**
 * The whole of a download button: ask the service for the link, open it, and show the error
 * table's text for whatever failed (an expired link included) as a notification. Resolves to
 * whether the file was opened.
 */
export async function openFile(
  getLink: () => Promise<string | { preSignedUrl: string }>,
  options: OpenFileOptions = {},
): Promise<boolean> {
  try {
    const link = await getLink();
    await openPresignedUrl(typeof link === 'string' ? link : link.preSignedUrl, options);
    return true;
  } catch (error) {
    notify.apiError(error);
    return false;
  }
}
