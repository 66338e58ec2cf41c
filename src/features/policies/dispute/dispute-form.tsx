import { Button, Card, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, messageForKey } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { disputePolicyChoicesQuery, submitPolicyDispute } from '@/api/policies/dispute-queries';
import { disputeDetailsSchema, disputeDomainProblem } from '@/api/policies/dispute-rules';
import { useSignedInUser } from '@/api/session/store';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';
import {
  CHOICES_ERROR_TITLE,
  DETAILS_LABEL,
  DISPUTE_DESCRIPTION,
  DISPUTE_FAILURE_TITLE,
  DISPUTE_SUCCESS,
  DISPUTE_TITLE,
  DOMAIN_LABEL,
  POLICY_LABEL,
  POLICY_REQUIRED,
} from './dispute-messages';

interface DisputeValues {
  policyId: string | null;
  domain: string;
  details: string;
}

const FIELDS = ['policyId', 'domain', 'details'] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is Field => FIELDS.includes(field as Field);

/** Failures without a reply from the service: the network, or a reply the console cannot read. */
const THROWN: readonly string[] = [ErrorKey.network, ErrorKey.badReply];

/** The details box is 4.5 rows tall (spec 2 §2.6) and grows with its text. */
const DETAILS_ROWS = 4.5;

/** The rules the service applies (dispute-rules.ts), in the error table's words, read when shown. */
const disputeRules = schemaResolver(
  v.object({
    policyId: v.pipe(
      v.nullable(v.string()),
      v.check((id) => Boolean(id), POLICY_REQUIRED),
    ),
    domain: v.pipe(
      v.string(),
      v.check(
        (text) => disputeDomainProblem(text) !== 'required',
        () => messageForKey(ErrorKey.disputeDomainRequired),
      ),
      v.check(
        (text) => disputeDomainProblem(text) !== 'format',
        () => messageForKey(ErrorKey.disputeDomainFormat),
      ),
    ),
    details: disputeDetailsSchema,
  }),
  { sync: true },
);

/**
 * The Global Policy Dispute form (spec 2 §2.6, §4.5, §8). `back` is the in-app path it was opened
 * from: success, Cancel and a failure that is not about one field all return there.
 */
export function DisputeForm({ back }: { back: string }) {
  const { selectedOrgId } = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choicesQuery = disputePolicyChoicesQuery(selectedOrgId);
  const choices = useQuery(choicesQuery);
  const form = useForm<DisputeValues>({
    mode: 'controlled',
    initialValues: { policyId: null, domain: '', details: '' },
    validate: disputeRules,
  });
  const [submitting, setSubmitting] = useState(false);
  // Once leaving, the guard stays released: the form still reads as dirty until it unmounts.
  const leaving = useRef(false);
  const guard = useUnsavedChangesGuard(form.isDirty() && !submitting && !leaving.current);

  const leave = () => {
    leaving.current = true;
    guard.release();
    void navigate({ href: back, ignoreBlocker: true });
  };

  async function submit(values: DisputeValues) {
    setSubmitting(true);
    try {
      await submitPolicyDispute({
        orgId: selectedOrgId,
        policyId: values.policyId ?? '',
        domain: values.domain,
        details: values.details,
      });
      notify.success({ message: DISPUTE_SUCCESS });
      leave();
    } catch (error) {
      // The service's own error list (spec 2 §8 'Dispute'); no reply at all is a thrown failure.
      if (error instanceof ApiError && !THROWN.includes(error.key)) {
        const { fields } = routeFieldErrors<Field>(error.errors, {}, (item) =>
          isField(item.field) ? { field: item.field, text: 'message' } : undefined,
        );
        if (Object.keys(fields).length > 0) {
          // The service answered about a field: the user stays and fixes it.
          form.setErrors(fields);
          // A policy that left force since the list was loaded: offer the current choices.
          if (fields.policyId !== undefined) void queryClient.invalidateQueries({ queryKey: choicesQuery.queryKey });
          return;
        }
        notify.error({ title: DISPUTE_FAILURE_TITLE, message: error.message });
      } else {
        // A thrown failure: the generic message from the error table.
        notify.error({ title: DISPUTE_FAILURE_TITLE, message: messageForKey(ErrorKey.internal) });
      }
      leave();
    } finally {
      setSubmitting(false);
    }
  }

  const options = (choices.data ?? []).map((policy) => ({ value: policy.id, label: policy.name }));
  const placeholder = choices.isPending
    ? 'Loading global policies…'
    : options.length === 0
      ? 'No global policies are in force'
      : 'Choose a global policy';

  return (
    <Stack gap="md">
      <PageHeader title={DISPUTE_TITLE} description={DISPUTE_DESCRIPTION} />
      {choices.isError && (
        <ErrorState title={CHOICES_ERROR_TITLE} error={choices.error} onRetry={() => void choices.refetch()} />
      )}
      <Card withBorder padding="lg" maw={760}>
        <form onSubmit={form.onSubmit((values) => submit(values))} noValidate aria-label={DISPUTE_TITLE}>
          <Stack gap="md">
            <Select
              label={POLICY_LABEL}
              required
              placeholder={placeholder}
              data={options}
              disabled={options.length === 0 || submitting}
              aria-busy={choices.isPending || undefined}
              {...form.getInputProps('policyId')}
            />
            <TextInput
              label={DOMAIN_LABEL}
              required
              autoComplete="off"
              description="One domain name, or several host names separated by commas or spaces."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              disabled={submitting}
              {...form.getInputProps('domain')}
            />
            <Textarea
              label={DETAILS_LABEL}
              autosize
              minRows={DETAILS_ROWS}
              maxRows={12}
              disabled={submitting}
              {...form.getInputProps('details')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => void navigate({ href: back })} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {guard.dialog}
    </Stack>
  );
}
