import * as v from 'valibot';

/**
 * The entities of spec 1 §3 (source, SSE vendor option, source set). Requests carry loose
 * strings; the service checks formats itself so each refusal comes back as a keyed error at its
 * field (spec 1 §8), which the dialog shows where it belongs.
 */
export const SOURCE_TYPES = ['Ipv4', 'Ipv6', 'SSE'] as const;
export const sourceTypeSchema = v.picklist(SOURCE_TYPES);
export type SourceType = v.InferOutput<typeof sourceTypeSchema>;

/** An authorized source: one IPv4 or IPv6 address (never a block), or an SSE provider's egress. */
export const sourceSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  type: sourceTypeSchema,
  /** The address in canonical form (IPv6 compressed, lower case); null for SSE sources. */
  sourceIP: v.nullable(v.string()),
  /** The source set's id. */
  set: v.string(),
  setName: v.string(),
  description: v.string(),
  /** SSE only: the provider (SSE option `vendor`) and its list (`cfListId`). */
  vendorName: v.nullable(v.string()),
  listId: v.nullable(v.string()),
  /** SSE only: the option's display name, as the rows show it. */
  displayName: v.nullable(v.string()),
  /** When the source was authorized (ISO time): traffic from it starts then. */
  dateCreated: v.string(),
});
export type Source = v.InferOutput<typeof sourceSchema>;

export const sseOptionSchema = v.object({
  id: v.string(),
  displayName: v.string(),
  cfListId: v.string(),
  vendor: v.string(),
});
export type SseOption = v.InferOutput<typeof sseOptionSchema>;

/** The console adds this provider to the list itself; the service does not onboard it (Save is disabled). */
export const IBOSS_VENDOR = 'iboss';
export const IBOSS_OPTION: SseOption = { id: 'iboss', displayName: 'iboss', cfListId: '', vendor: IBOSS_VENDOR };

export const ENROLLMENT_METHODS = ['OneTimePin', 'ServiceAuth', 'None'] as const;
export const enrollmentMethodSchema = v.picklist(ENROLLMENT_METHODS);
export type EnrollmentMethod = v.InferOutput<typeof enrollmentMethodSchema>;

/**
 * How devices enroll into a set's resolver. identifier: the One Time PIN's e-mail address or
 * domain, or the Service Auth token's client id; absent for None.
 */
export const deviceEnrollmentSchema = v.object({
  method: enrollmentMethodSchema,
  identifier: v.optional(v.string()),
});
export type DeviceEnrollment = v.InferOutput<typeof deviceEnrollmentSchema>;

export const DEFAULT_SET_NAME = 'Default';

/** A source set as stored and sent; lists add its sources and the organization's display name. */
export const sourceSetSchema = v.object({
  id: v.string(),
  orgId: v.string(),
  name: v.string(),
  description: v.string(),
  /** The organization's default set: never deleted or renamed. */
  isDefault: v.boolean(),
  /** One-way: once true it stays true (spec 1 §4). */
  exclusionZone: v.boolean(),
  deleted: v.boolean(),
  /** The set's resolver: where its devices send DNS (the Destination column). */
  dnsDomain: v.string(),
  dnsIPv4: v.array(v.string()),
  dnsIPv6: v.array(v.string()),
  /** The One Time PIN identifier, when that is the enrollment method. */
  onetimePin: v.nullable(v.string()),
  deviceEnrollment: deviceEnrollmentSchema,
  dateCreated: v.string(),
});
export type SourceSet = v.InferOutput<typeof sourceSetSchema>;

export const sourceSetRowSchema = v.object({
  ...sourceSetSchema.entries,
  orgDisplayName: v.string(),
  sources: v.array(sourceSchema),
});
export type SourceSetRow = v.InferOutput<typeof sourceSetRowSchema>;

/** Request strings are capped so hostile input is refused early; the real limits are keyed checks. */
export const looseText = (max = 1024) => v.pipe(v.string(), v.maxLength(max));
export const setRefSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
