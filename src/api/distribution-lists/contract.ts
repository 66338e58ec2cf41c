import * as v from 'valibot';
import { conventionalName, description, descriptionSchema } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, emailSchema, orgIdSchema } from '../contract';

/**
 * A distribution list (spec 1 §3): the people an organization's alert sets write to. Its name is
 * unique in the organization (case-insensitively); its recipients' e-mails are unique in the list.
 */
export const recipientSchema = v.object({ email: v.string(), comment: v.string() });
export type Recipient = v.InferOutput<typeof recipientSchema>;

export const distributionListSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  name: v.string(),
  description: v.string(),
  recipients: v.array(recipientSchema),
});
export type DistributionList = v.InferOutput<typeof distributionListSchema>;

/** At most this many recipients on one list (beyond the spec: a bound on the form and the service). */
export const RECIPIENTS_MAX = 100;

export const recipientInputSchema = v.object({
  email: emailSchema,
  comment: v.optional(description('Comment'), ''),
});

/** Spec 1 §5: the conventional-name and description rules, at least one recipient, each with a valid e-mail. */
export const distributionListInputSchema = v.object({
  name: conventionalName('Distribution Name'),
  description: v.optional(descriptionSchema, ''),
  recipients: v.pipe(
    v.array(recipientInputSchema),
    v.minLength(1, 'At least one recipient is required'),
    v.maxLength(RECIPIENTS_MAX, `A list holds at most ${RECIPIENTS_MAX} recipients`),
  ),
});
export type DistributionListInput = v.InferInput<typeof distributionListInputSchema>;

const listIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const distributionListListEndpoint = defineListEndpoint({
  id: 'distributionList.list',
  path: '/api/distlist/list',
  summary:
    'Distribution Lists of an organization, paged, sorted and searched (name or description) on the server; each with its recipients.',
  item: distributionListSchema,
  sortFields: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  tieBreak: ['id'],
  searchFields: ['name', 'description'],
  filters: { orgId: orgIdSchema },
});
export const distributionListSortFields = distributionListListEndpoint.list.sortFields;

export const distributionListGetEndpoint = defineEndpoint({
  id: 'distributionList.get',
  effect: 'read',
  method: 'POST',
  path: '/api/distlist/get',
  summary: 'One distribution list, by orgId and listId. Errors: resource.notFound.',
  request: v.object({ orgId: orgIdSchema, listId: listIdSchema }),
  result: distributionListSchema,
});

export const distributionListCreateEndpoint = defineEndpoint({
  id: 'distributionList.create',
  effect: 'write',
  method: 'POST',
  path: '/api/distlist/create',
  summary:
    'Add a distribution list. Errors: distributionList.duplicate (the name is taken in the organization, at name), distributionList.duplicateRecipient (at recipients.N.email), email.governmentDomainRequired (a federal organization writes to .gov or .mil only).',
  request: v.object({ orgId: orgIdSchema, ...distributionListInputSchema.entries }),
  result: distributionListSchema,
});

export const distributionListUpdateEndpoint = defineEndpoint({
  id: 'distributionList.update',
  effect: 'write',
  method: 'POST',
  path: '/api/distlist/update',
  summary:
    'Change a distribution list (id plus the create fields). Errors: resource.notFound, distributionList.duplicate, distributionList.duplicateRecipient, email.governmentDomainRequired.',
  request: v.object({ orgId: orgIdSchema, id: listIdSchema, ...distributionListInputSchema.entries }),
  result: distributionListSchema,
});

export const distributionListDeleteEndpoint = defineEndpoint({
  id: 'distributionList.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/distlist/delete',
  summary:
    'Remove a distribution list. Errors: resource.notFound, distributionList.inUse (alert sets still write to it; the message names them).',
  request: v.object({ orgId: orgIdSchema, id: listIdSchema }),
  result: distributionListSchema,
});
