/**
 * Saves a file the service handed out as a link. TODO(file service, branch files): use
 * openPresignedUrl(url, { mode: 'download', fileName }) from src/api/files once it is merged; the
 * mock sends enrollment files as data: URLs until then, naming the file in a `name` parameter.
 */
export function saveDownload(url: string, fallbackName: string): string {
  const named = /^data:[^,]*;name=([^;,]+)/.exec(url);
  const fileName = named ? decodeURIComponent(named[1]) : fallbackName;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return fileName;
}
