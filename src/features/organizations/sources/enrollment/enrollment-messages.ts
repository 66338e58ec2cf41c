import type { EnrollmentMethod } from '@/api/sources/schemas';

/** Spec 1 §8, sources and enrollment: the title names what was saved, the detail is shared. */
export const ENROLLMENT_SAVED_TITLE: Record<EnrollmentMethod, string> = {
  OneTimePin: 'One Time Pin Updated',
  ServiceAuth: 'Service Auth Token Updated',
  None: 'Device Enrollment Set to None',
};
export const ENROLLMENT_SAVED_DETAIL = 'Device Enrollment Updated';

export const METHOD_LABEL: Record<EnrollmentMethod, string> = {
  OneTimePin: 'One Time PIN',
  ServiceAuth: 'Service Auth',
  None: 'None',
};
