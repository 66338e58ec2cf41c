/** '(888) 555-0100' → 'tel:+18885550100'; numbers that are not 10-digit US numbers keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}
