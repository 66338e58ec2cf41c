import { queryOptions } from '@tanstack/react-query';
import { GUIDE_CONTENT_TYPES, GUIDE_PAGE_PATTERN, guideUrl } from './guide-rules';

export class GuideLoadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GuideLoadError';
  }
}

/**
 * One guide page's markdown. Anything but markdown (or an octet stream) is refused: a missing
 * page comes back from the server's SPA fallback as index.html, which must not be rendered.
 */
export async function loadGuidePage(page: string, signal?: AbortSignal): Promise<string> {
  if (!GUIDE_PAGE_PATTERN.test(page)) throw new GuideLoadError(`Not a guide page: ${page}`);
  const response = await fetch(guideUrl(page), { signal });
  if (!response.ok) throw new GuideLoadError(`${page}: HTTP ${response.status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!GUIDE_CONTENT_TYPES.includes(contentType)) {
    throw new GuideLoadError(`${page}: unexpected content type '${contentType}'`);
  }
  return response.text();
}

export const guidePageQuery = (page: string) =>
  queryOptions({
    queryKey: ['user-guide', page] as const,
    queryFn: ({ signal }) => loadGuidePage(page, signal),
    // Static files of this release; the service worker keeps them offline, so no persisted copy.
    staleTime: Infinity,
    retry: false,
    meta: { persist: false },
  });
