// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  DISABLED_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
  alertSetCreateEndpoint,
  alertSetUpdateEndpoint,
} from '../../src/api/alert-sets/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { db } from '../db/database';
import { dnsSet, listOf, refused, setOf } from '../testing/alert-set-fixtures';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

/** Each refusal is keyed at its field, and leaves the table as it was. */
describe('alert set rules', () => {
  it('refuses a name the organization already uses, in any case, at the name field', async () => {
    const error = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, { orgId: 'org-usda', ...dnsSet('org-usda', { name: 'malware BLOCKS' }) }),
    );
    expect(error.find(ErrorKey.alertSetNameTaken)).toMatchObject({
      field: 'name',
      serverMessage: 'An alert set named Malware Blocks already exists.',
    });
  });

  it('refuses an enabled alert without actions, and a threshold in Global, at their fields', async () => {
    const noActions = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-usda',
        ...dnsSet('org-usda', { source: { ...DISABLED_SOURCE_ALERT, enabled: true } }),
      }),
    );
    expect(noActions.find(ErrorKey.alertSetActionsRequired)?.field).toBe('source.actions');
    const threshold = await refused(PERSONA.globalAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-global',
        ...dnsSet('org-global', { policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Block'] } }),
      }),
    );
    expect(threshold.find(ErrorKey.alertSetTriggerNotAllowed)?.field).toBe('policy.trigger');
  });

  it("refuses references that are not there or not the organization's, naming each field", async () => {
    const error = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-usda',
        ...dnsSet('org-usda', {
          distribution: [listOf('org-doe')],
          policy: {
            ...DISABLED_POLICY_ALERT,
            enabled: true,
            actions: ['Block'],
            trigger: { type: 'match' },
            policies: [{ orgId: 'org-usda', policyIds: [db.policies.all().find((p) => p.orgId === 'org-doe')!.id] }],
          },
          source: {
            ...DISABLED_SOURCE_ALERT,
            enabled: true,
            actions: ['Allow'],
            sourceSets: [{ orgId: 'org-usda', sourceSetIds: [setOf('org-doe')] }],
            sources: [{ orgId: 'org-doe', ipAddresses: [] }],
          },
        }),
      }),
    );
    expect(error.errors.map((e) => [e.key, e.field])).toEqual([
      [ErrorKey.alertSetUnknownReference, 'distribution'],
      [ErrorKey.alertSetUnknownReference, 'policy.policies'],
      [ErrorKey.alertSetUnknownReference, 'source.sourceSets'],
      [ErrorKey.alertSetUnknownReference, 'source.sources'],
    ]);
  });

  it("lets only the Global organization's DNS Events sets watch other organizations", async () => {
    actAs(PERSONA.globalAdmin);
    const watching = await callApi(alertSetCreateEndpoint, {
      orgId: 'org-global',
      ...dnsSet('org-global', {
        organizationsForGlobal: ['org-doe'],
        policy: {
          ...DISABLED_POLICY_ALERT,
          enabled: true,
          actions: ['Block'],
          trigger: { type: 'match' },
          sourceSets: [{ orgId: 'org-doe', sourceSetIds: [setOf('org-doe')] }],
        },
      }),
    });
    expect(watching.organizationsForGlobal).toEqual(['org-doe']);
    const outside = await refused(PERSONA.globalAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-global',
        ...dnsSet('org-global', {
          name: 'Outside',
          organizationsForGlobal: ['org-doe'],
          policy: {
            ...watching.policy,
            sourceSets: [{ orgId: 'org-usda', sourceSetIds: [setOf('org-usda')] }],
          },
        }),
      }),
    );
    expect(outside.find(ErrorKey.alertSetUnknownReference)?.field).toBe('policy.sourceSets');
    const agency = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-usda',
        ...dnsSet('org-usda', { organizationsForGlobal: ['org-doe'] }),
      }),
    );
    expect(agency.find(ErrorKey.alertSetOrganizationsForGlobal)?.field).toBe('organizationsForGlobal');
  });

  it('keeps each type to its own alerts, and a set to its type', async () => {
    const system = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, { orgId: 'org-usda', ...dnsSet('org-usda', { alertType: 'System Events' }) }),
    );
    expect(system.find(ErrorKey.alertSetTypeMismatch)?.field).toBe('policy.enabled');
    const dns = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-usda',
        ...dnsSet('org-usda', { system: { ...NO_SYSTEM_ALERTS, downage: true } }),
      }),
    );
    expect(dns.find(ErrorKey.alertSetTypeMismatch)?.field).toBe('system.downage');
    const provider = await refused(PERSONA.globalAdmin, () =>
      callApi(alertSetCreateEndpoint, {
        orgId: 'org-global',
        ...dnsSet('org-global', { providerPolicy: { enabled: true, sources: [], sourceSets: [] } }),
      }),
    );
    expect(provider.find(ErrorKey.alertSetTypeMismatch)?.field).toBe('providerPolicy.enabled');
    const retyped = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetUpdateEndpoint, {
        orgId: 'org-usda',
        id: 'as-usda-3',
        ...dnsSet('org-usda', { name: 'Policy and Source Changes' }),
      }),
    );
    expect(retyped.find(ErrorKey.alertSetTypeMismatch)?.field).toBe('alertType');
  });
});
