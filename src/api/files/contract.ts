import * as v from 'valibot';

/**
 * The reply of every call that hands out a file (spec: `result.preSignedUrl`): a time-limited
 * link to the file, opened with openPresignedUrl (open-file.ts).
 */
export const preSignedUrlResult = v.object({ preSignedUrl: v.pipe(v.string(), v.url()) });
