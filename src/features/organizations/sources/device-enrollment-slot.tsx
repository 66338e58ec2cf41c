import type { SourceSetRow } from '@/api/sources/contract';
import { DeviceEnrollmentAction } from './enrollment/device-enrollment-action';

/**
 * The set row's place for the Device Enrollment action (spec 1 §2, §4). The sources screen shows
 * it only where canEnrollDevices (src/api/sources/permissions.ts) allows.
 */
export function DeviceEnrollmentSlot({ set }: { set: SourceSetRow }) {
  return <DeviceEnrollmentAction set={set} />;
}
