/**
 * Saves a Blob as a file through a temporary link: works offline and after an await (a download
 * needs no user gesture, unlike a new window).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens an address in a new tab that cannot reach back into this page. */
export function openInNewTab(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The file name a Content-Disposition header gives: the exact (RFC 5987) form first, then the plain one. */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (exact) {
    try {
      return decodeURIComponent(exact[1].trim());
    } catch {
      // A malformed exact name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}
