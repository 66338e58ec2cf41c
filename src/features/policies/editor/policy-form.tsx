import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Organization } from '@/api/organizations/contract';
import { ACTION_TYPES, type Policy } from '@/api/policies/contract';
import { useSavePolicy, useSubmitForApproval } from '@/api/policies/editor-mutations';
import { analysisStatusQuery, sinkholesQuery } from '@/api/policies/editor-queries';
import { mayAnalyse, maySave, maySubmit } from '@/api/policies/lifecycle';
import { orgSourceSetsQuery } from '@/api/sources/queries';
import { ReadOnlyField } from '@/components/read-only-field';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { config } from '@/config/env';
import { notify } from '@/lib/notify';
import { ACTION_LABELS, STATUS_LABELS, blockResponseLabel, policyTypeOf } from '../policy-labels';
import { ApprovalSection } from './approval-section';
import { ExpressionsSection } from './expressions/expressions-section';
import { ImpactAnalysisSection, isAnalysisRunning } from './impact-analysis-section';
import {
  ALL_SOURCE_SETS,
  type PolicyFormValues,
  mapPolicySaveErrors,
  offersSinkhole,
  policyFormValues,
  toPolicySaveInput,
  validatePolicyForm,
} from './policy-form-values';
import {
  ANALYSIS_RUNNING,
  COMMERCIAL_CHIP,
  PROVIDER_CHIP,
  SAVED,
  SOURCE_SETS_FAILED,
  SUBMITTED,
  SUBMIT_TOAST_DELAY_MS,
} from './policy-messages';
import { SinkholeTable } from './sinkhole-table';
import { SubmitApprovalDialog, useApproverCandidates } from './submit-approval-dialog';

export type PolicyFormMode = 'create' | 'edit' | 'view';

export interface PolicyFormProps {
  mode: PolicyFormMode;
  /** The organization acted on (the selected one). */
  org: Organization;
  policy?: Policy;
  /** The viewer may change this policy (mayChange, or a policy manager creating one). */
  canChange: boolean;
  /** Approve and deny are offered. */
  canDecide: boolean;
  callerEmail: string;
}

/** Spec 2 §2.2: the source set selector is not shown for global or proprietary policies. */
const showsSourceSets = (org: Organization, policy?: Policy) => org.orgType !== 'Global' && !policy?.global;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `policy-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The policy form (spec 2 §2.2, §4, §5): create, edit or view, with impact analysis and approval. */
export function PolicyForm({ mode, org, policy, canChange, canDecide, callerEmail }: PolicyFormProps) {
  const navigate = useNavigate();
  const orgIsGlobal = org.orgType === 'Global';
  // The managed-service (.msp) calls, for an account-linked organization (the mock refuses the other door).
  const managedService = org.accountId !== null;
  const form = useForm<PolicyFormValues>({ mode: 'controlled', initialValues: policyFormValues(policy) });
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const leaving = useRef(false);
  const save = useSavePolicy();
  const submitForApproval = useSubmitForApproval();

  const ref = { orgId: org.orgId, id: policy?.id ?? '' };
  const approverChoice = useApproverCandidates(org.orgId, callerEmail);
  const analysis = useQuery({ ...analysisStatusQuery(ref), enabled: !!policy });
  const locked = isAnalysisRunning(analysis.data);
  const editable = mode !== 'view' && canChange && !locked;
  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(editable && dirty && !saving && !leaving.current);

  const showSourceSets = showsSourceSets(org, policy);
  const sourceSets = useQuery({ ...orgSourceSetsQuery(org.orgId), enabled: editable && showSourceSets });
  useEffect(() => {
    if (sourceSets.isError) notify.error({ message: SOURCE_SETS_FAILED });
  }, [sourceSets.isError]);

  const sinkholesOffered = offersSinkhole(orgIsGlobal, config.orgType);
  const isSinkholePolicy = policy?.action.type === 'OVERRIDE' && !!policy.action.isSinkholeOverride;
  const sinkholes = useQuery({
    ...sinkholesQuery(org.orgId),
    enabled: sinkholesOffered && (editable || isSinkholePolicy),
  });
  const nextSinkhole = sinkholes.data?.nextAvailableSinkholes ?? [];

  const values = form.values;
  const saveAllowed = policy ? maySave(policy, dirty) : dirty;
  // An analysis that found an expression it cannot evaluate still finished: it says so, and the
  // policy goes on to approval (spec 2 §5), as the service allows.
  const analysed = analysis.data?.queryExecutionStatus === 'SUCCESS';
  const mayRun = mode !== 'view' && canChange && !!policy && mayAnalyse(policy) && !dirty && !locked;
  const submitAllowed = mode !== 'view' && canChange && !!policy && maySubmit(policy) && !dirty && analysed;

  const toList = () => void navigate({ to: '/policy-editor' });

  const handleSubmit = form.onSubmit(async (formValues) => {
    const problems = validatePolicyForm(formValues, showSourceSets);
    const errors = Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return;
    }
    setSaving(true);
    setGeneral(null);
    try {
      const result = await save.mutateAsync({
        input: toPolicySaveInput(org.orgId, formValues, policy, orgIsGlobal),
        managedService,
      });
      notify.success({ message: SAVED });
      form.resetDirty(formValues);
      if (mode === 'create') {
        leaving.current = true;
        guard.release();
        void navigate({ to: '/policy-editor/edit/$id', params: { id: result.id }, replace: true });
      }
    } catch (error) {
      const { fields, general: message } = mapPolicySaveErrors(error);
      form.setErrors(fields);
      setGeneral(message);
    } finally {
      setSaving(false);
    }
  });

  const submitApprovers = async (approvers: string[]) => {
    await submitForApproval.mutateAsync({ ...ref, approvers });
    approverChoice.close();
    leaving.current = true;
    guard.release();
    window.setTimeout(() => notify.success({ message: SUBMITTED }), SUBMIT_TOAST_DELAY_MS);
    toList();
  };

  const field = <K extends keyof PolicyFormValues>(name: K) => ({ ...form.getInputProps(name), disabled: saving });

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Policy">
        <Stack gap="md">
          {general && (
            <Alert color="red" variant="outline" title="The policy could not be saved." role="alert">
              {general}
            </Alert>
          )}
          {locked && (
            <Alert color="yellow" variant="outline" title="Impact analysis in progress" role="status">
              {ANALYSIS_RUNNING}
            </Alert>
          )}
          <Section title="Policy Information">
            {editable ? (
              <Stack gap="sm">
                <TextInput label="Name" withAsterisk autoComplete="off" maxLength={64} {...field('name')} />
                <Textarea label="Description" autosize minRows={2} maxRows={6} {...field('description')} />
                {showSourceSets && (
                  <Stack gap="xs">
                    <Radio.Group
                      label="Source Sets"
                      withAsterisk
                      value={values.sourceSetChoice}
                      onChange={(value) => form.setFieldValue('sourceSetChoice', value as 'all' | 'some')}
                    >
                      <Group gap="md" mt="xs">
                        <Radio value="all" label={ALL_SOURCE_SETS} disabled={saving} />
                        <Radio value="some" label="Selected Source Sets" disabled={saving} />
                      </Group>
                    </Radio.Group>
                    {values.sourceSetChoice === 'some' && (
                      <MultiSelect
                        label="Selected Source Sets"
                        placeholder={sourceSets.isPending ? 'Loading source sets…' : 'Choose source sets'}
                        data={(sourceSets.data ?? []).map((set) => ({ value: set.id, label: set.name }))}
                        searchable
                        {...field('sourceSetList')}
                      />
                    )}
                  </Stack>
                )}
                {orgIsGlobal && (
                  <Checkbox
                    label="Proprietary (Global - Provider: cannot be bypassed)"
                    {...form.getInputProps('proprietary', { type: 'checkbox' })}
                    disabled={saving}
                  />
                )}
              </Stack>
            ) : (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <ReadOnlyField label="Name" value={values.name} />
                  <ReadOnlyField label="Policy Type" value={policy ? policyTypeOf(policy) : undefined} />
                  {policy && <ReadOnlyField label="Status" value={STATUS_LABELS[policy.status]} />}
                </SimpleGrid>
                <ReadOnlyField label="Description" value={values.description} />
                {showSourceSets && (
                  <ReadOnlyField
                    label="Source Sets"
                    value={
                      policy?.namedSourceSet.length ? (
                        <List size="sm">
                          {policy.namedSourceSet.map((name) => (
                            <List.Item key={name}>{name}</List.Item>
                          ))}
                        </List>
                      ) : (
                        ALL_SOURCE_SETS
                      )
                    }
                  />
                )}
              </Stack>
            )}
          </Section>

          <Section title="Action">
            {editable ? (
              <Stack gap="sm">
                <Radio.Group
                  label="Action"
                  withAsterisk
                  value={values.actionType}
                  onChange={(value) => form.setFieldValue('actionType', value as PolicyFormValues['actionType'])}
                  error={form.errors.actionType}
                >
                  <Group gap="md" mt="xs">
                    {ACTION_TYPES.map((type) => (
                      <Radio key={type} value={type} label={ACTION_LABELS[type]} disabled={saving} />
                    ))}
                  </Group>
                </Radio.Group>
                {values.actionType === 'OVERRIDE' && (
                  <Stack gap="xs">
                    {sinkholesOffered && (
                      <Radio.Group
                        label="Destination"
                        value={values.overrideDestination}
                        onChange={(value) => {
                          form.setFieldValue('overrideDestination', value as 'custom' | 'sinkhole');
                          if (value === 'sinkhole' && !values.sinkholeIp && nextSinkhole[0])
                            form.setFieldValue('sinkholeIp', nextSinkhole[0]);
                        }}
                      >
                        <Group gap="md" mt="xs">
                          <Radio value="custom" label="Custom" disabled={saving} />
                          <Radio value="sinkhole" label="Sinkhole" disabled={saving} />
                        </Group>
                      </Radio.Group>
                    )}
                    {values.overrideDestination === 'sinkhole' && sinkholesOffered ? (
                      <Select
                        label="Sinkhole"
                        withAsterisk
                        data={[...new Set([values.sinkholeIp, ...nextSinkhole].filter(Boolean))]}
                        placeholder={sinkholes.isPending ? 'Loading sinkholes…' : 'Choose a sinkhole'}
                        allowDeselect={false}
                        {...field('sinkholeIp')}
                        error={
                          form.errors.sinkholeIp ??
                          (sinkholes.isError ? 'The available sinkholes could not be loaded.' : undefined)
                        }
                      />
                    ) : (
                      <TextInput
                        label="Custom destination"
                        withAsterisk
                        description="A domain name, one IP address, or several IP addresses separated by commas"
                        inputWrapperOrder={['label', 'input', 'description', 'error']}
                        autoComplete="off"
                        {...field('customDestination')}
                      />
                    )}
                  </Stack>
                )}
                {values.actionType === 'BLOCK' && (
                  <Radio.Group
                    label="Response"
                    value={values.blockPageEnabled ? 'page' : 'ip'}
                    onChange={(value) => form.setFieldValue('blockPageEnabled', value === 'page')}
                    description="A block page over HTTPS needs the block page's certificate installed on the devices."
                  >
                    <Stack gap="xs" mt="xs">
                      <Radio value="ip" label={blockResponseLabel(false)} disabled={saving} />
                      <Radio value="page" label={blockResponseLabel(true)} disabled={saving} />
                    </Stack>
                  </Radio.Group>
                )}
                <Radio.Group
                  label="DNSSEC"
                  value={values.disableDnssec ? 'bypassed' : 'enabled'}
                  onChange={(value) => form.setFieldValue('disableDnssec', value === 'bypassed')}
                >
                  <Group gap="md" mt="xs">
                    <Radio value="enabled" label="DNSSEC enabled (recommended)" disabled={saving} />
                    <Radio value="bypassed" label="DNSSEC bypassed" disabled={saving} />
                  </Group>
                </Radio.Group>
              </Stack>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ReadOnlyField label="Action" value={ACTION_LABELS[values.actionType]} />
                {values.actionType === 'OVERRIDE' && (
                  <ReadOnlyField
                    label={isSinkholePolicy ? 'Sinkhole' : 'Custom destination'}
                    value={isSinkholePolicy ? values.sinkholeIp : values.customDestination}
                  />
                )}
                {values.actionType === 'BLOCK' && (
                  <ReadOnlyField label="Response" value={blockResponseLabel(values.blockPageEnabled)} />
                )}
                <ReadOnlyField label="DNSSEC" value={values.disableDnssec ? 'DNSSEC bypassed' : 'DNSSEC enabled'} />
              </SimpleGrid>
            )}
            <Stack gap={4} mt="md" role="group" aria-label="Policy precedence">
              <Text size="sm" fw={600}>
                Policy precedence
              </Text>
              <Group gap="xs">
                <Badge variant="light" color="navy" tt="none">
                  {PROVIDER_CHIP}
                </Badge>
                <Badge variant="light" color="navy" tt="none">
                  {COMMERCIAL_CHIP}
                </Badge>
              </Group>
            </Stack>
          </Section>

          <Section title="Expressions">
            <ExpressionsSection
              value={values.expression}
              onChange={(expression) => form.setFieldValue('expression', expression)}
              context={{ action: values.actionType, orgIsGlobal }}
              readOnly={!editable || saving}
              error={typeof form.errors.expression === 'string' ? form.errors.expression : null}
            />
          </Section>

          {isSinkholePolicy && sinkholesOffered && sinkholes.data && (
            <Card withBorder padding="lg">
              <SinkholeTable sinkholes={sinkholes.data.sinkholeList} />
            </Card>
          )}

          <Group justify="flex-end" gap="sm">
            {mode !== 'view' && canChange && (
              <>
                <Button variant="default" onClick={toList} disabled={saving}>
                  Cancel
                </Button>
                {policy && (
                  <Button
                    variant="outline"
                    onClick={() => void approverChoice.open()}
                    loading={approverChoice.loading}
                    disabled={!submitAllowed || saving}
                  >
                    Submit for Approval
                  </Button>
                )}
                <Button type="submit" loading={saving} disabled={!saveAllowed || locked}>
                  Save
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>

      <Stack gap="md" mt="md">
        <Section title="Impact Analysis">
          <ImpactAnalysisSection
            orgId={org.orgId}
            policy={policy}
            mayRun={mayRun}
            canManage={mode !== 'view' && canChange}
            hint={
              mode !== 'view' && canChange && policy && dirty
                ? 'Save the policy before running an impact analysis.'
                : undefined
            }
          />
        </Section>
        <Section title="Policy Approval">
          <ApprovalSection orgId={org.orgId} policy={policy} mayDecide={canDecide} managedService={managedService} />
        </Section>
      </Stack>

      <SubmitApprovalDialog
        candidates={approverChoice.candidates}
        onClose={approverChoice.close}
        onSubmit={submitApprovers}
      />
      {guard.dialog}
    </>
  );
}
