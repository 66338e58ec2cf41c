import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Organization } from '@/api/organizations/contract';
import { type Policy } from '@/api/policies/contract';
import { useSavePolicy, useSubmitForApproval } from '@/api/policies/editor-mutations';
import { analysisStatusQuery, sinkholesQuery } from '@/api/policies/editor-queries';
import { mayAnalyse, maySave, maySubmit } from '@/api/policies/lifecycle';
import { orgSourceSetsQuery } from '@/api/sources/queries';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { config } from '@/config/env';
import { notify } from '@/lib/notify';
import { ApprovalSection } from './approval-section';
import { ExpressionsSection } from './expressions/expressions-section';
import { ImpactAnalysisSection, isAnalysisRunning } from './impact-analysis-section';
import {
  type PolicyFormValues,
  mapPolicySaveErrors,
  offersSinkhole,
  policyFormValues,
  policyFormRules,
  toPolicySaveInput,
} from './policy-form-values';
import { ANALYSIS_RUNNING, SAVED, SOURCE_SETS_FAILED, SUBMITTED, SUBMIT_TOAST_DELAY_MS } from './policy-messages';
import { SinkholeTable } from './sinkhole-table';
import { PolicyActionFields } from './policy-action-fields';
import { PolicyInformationFields } from './policy-information-fields';
import { Section } from './policy-section';
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

/** The policy form (spec 2 §2.2, §4, §5): create, edit or view, with impact analysis and approval. */
export function PolicyForm({ mode, org, policy, canChange, canDecide, callerEmail }: PolicyFormProps) {
  const navigate = useNavigate();
  const orgIsGlobal = org.orgType === 'Global';
  // The managed-service (.msp) calls, for an account-linked organization (the mock refuses the other door).
  const managedService = org.accountId !== null;
  const showSourceSets = showsSourceSets(org, policy);
  const validate = useMemo(() => policyFormRules(showSourceSets), [showSourceSets]);
  const form = useForm<PolicyFormValues>({ mode: 'controlled', initialValues: policyFormValues(policy), validate });
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
            <PolicyInformationFields
              form={form}
              policy={policy}
              editable={editable}
              saving={saving}
              showSourceSets={showSourceSets}
              orgIsGlobal={orgIsGlobal}
              sourceSets={sourceSets}
            />
          </Section>

          <Section title="Action">
            <PolicyActionFields
              form={form}
              editable={editable}
              saving={saving}
              isSinkholePolicy={isSinkholePolicy}
              sinkholesOffered={sinkholesOffered}
              nextSinkhole={nextSinkhole}
              sinkholes={sinkholes}
            />
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
