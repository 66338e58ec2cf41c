import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';
import { looseText, setRefSchema, sourceSetRowSchema, sourceSetSchema } from './schemas';

/*
 * Source sets (spec 1 §7). Enrollment, auth-device and service-token calls are declared with
 * device enrollment (src/api/enrollment/).
 */

/**
 * Paged, searched (set name, description, its sources' addresses and providers) and sorted on
 * the server, name ascending by default (spec 1 §9). For the Global organization the list is
 * every organization's sets (the All Sources tab); rows carry orgDisplayName for its Org column.
 */
export const sourceSetListEndpoint = defineListEndpoint({
  id: 'sourceSet.list',
  path: '/source/api/source-set/list',
  summary:
    "An organization's source sets with their sources, paged, sorted and searched on the server; every organization's for the Global organization.",
  item: sourceSetRowSchema,
  sortFields: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  tieBreak: ['orgDisplayName', 'id'],
  searchFields: ['name', 'description', 'orgDisplayName', 'sourceText'],
  filters: { orgId: orgIdSchema },
});
export const sourceSetSortFields = sourceSetListEndpoint.list.sortFields;

const SET_UPDATE_ERRORS =
  'Errors: sourceSet.isDefault (renaming the default set), sourceSet.nameFormat, sourceSet.nameLength, sourceSet.nameTaken (name); source.descriptionLength (description); sourceSet.exclusionZoneOneWay, sourceSet.exclusionZoneNotAllowed (exclusionZone); resource.notFound (id).';

const sourceSetUpdateRequest = v.object({
  orgId: orgIdSchema,
  id: setRefSchema,
  name: looseText(256),
  description: v.optional(looseText(), ''),
  /** Omitted: unchanged. true makes the set an exclusion zone, for good. */
  exclusionZone: v.optional(v.boolean()),
});

const sourceSetDeleteRequest = v.object({ orgId: orgIdSchema, sourceSetId: setRefSchema });

const SET_DELETE_ERRORS =
  'Errors: sourceSet.hasSources, sourceSet.hasDeviceEnrollment, sourceSet.usedByPolicies, sourceSet.isDefault, sourceSet.isExclusionZone, resource.notFound (sourceSetId).';

export const sourceSetUpdateEndpoint = defineEndpoint({
  id: 'sourceSet.update',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source-set/update',
  summary: `Rename or describe a set, or make it an exclusion zone (managed-service organizations, Exclusion Zone Manager). ${SET_UPDATE_ERRORS}`,
  request: sourceSetUpdateRequest,
  result: sourceSetSchema,
});

export const sourceSetDeleteEndpoint = defineEndpoint({
  id: 'sourceSet.delete',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source-set/delete',
  summary: `Delete an empty set. ${SET_DELETE_ERRORS}`,
  request: sourceSetDeleteRequest,
  result: sourceSetSchema,
});

export const sourceSetMspUpdateEndpoint = defineEndpoint({
  ...sourceSetUpdateEndpoint,
  id: 'sourceSet.update.msp',
  path: '/source/api/msp/source-set/update',
});

export const sourceSetMspDeleteEndpoint = defineEndpoint({
  ...sourceSetDeleteEndpoint,
  id: 'sourceSet.delete.msp',
  path: '/source/api/msp/source-set/delete',
});

export const listOrgSourceSetsEndpoint = defineEndpoint({
  id: 'sourceSet.listOrgSourceSets',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source-set/list-org-source-sets',
  summary:
    "Every live source set of one organization, unpaged, by name (the set combobox and the alert set form's choices).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ items: v.array(sourceSetSchema) }),
});

export const listMultipleOrgSourceSetsEndpoint = defineEndpoint({
  id: 'sourceSet.listMultipleOrgSourceSets',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source-set/list-multiple-org-source-sets',
  summary:
    'Every live source set of each organization in orgIds, keyed by orgId; orgId is the organization the caller acts in. Refused as a whole (auth.forbidden) when any of them is not the caller’s to view.',
  request: v.object({ orgId: orgIdSchema, orgIds: v.pipe(v.array(orgIdSchema), v.minLength(1), v.maxLength(100)) }),
  result: v.object({ items: v.array(v.object({ orgId: v.string(), sourceSets: v.array(sourceSetSchema) })) }),
});
