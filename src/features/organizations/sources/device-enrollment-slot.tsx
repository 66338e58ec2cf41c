import type { SourceSetRow } from '@/api/sources/contract';

/**
 * The set row's place for the Device Enrollment action (spec 1 §2, §4). The sources screen shows
 * it only where canEnrollDevices (src/api/sources/permissions.ts) allows; the enrollment dialog
 * fills it in.
 */
export function DeviceEnrollmentSlot(_props: { set: SourceSetRow }) {
  return null;
}
