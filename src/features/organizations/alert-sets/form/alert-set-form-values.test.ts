import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  type AlertSet,
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
  alertSetCreateEndpoint,
} from '@/api/alert-sets/contract';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { resolveMode } from './alert-set-form-page';
import {
  type AlertSetContext,
  type AlertSetFormValues,
  alertSetFormValues,
  emptyAlertSetValues,
  toAlertSetInput,
} from './alert-set-form-values';
import { REQUIRED, SAVE_FAILED } from './alert-set-messages';
import { alertSetRules, firstErrorPath, mapAlertSetSaveErrors } from './alert-set-validation';
import { ALL, nextSelection } from './selection';

const DNS = { alertType: 'DNS Events' as const, isGlobal: false };
const GLOBAL_DNS = { alertType: 'DNS Events' as const, isGlobal: true };
const SYSTEM = { alertType: 'System Events' as const, isGlobal: false };

const record = (rest: Partial<AlertSet> = {}): AlertSet => ({
  orgId: 'org-usda',
  id: 'as-1',
  alertType: 'DNS Events',
  name: 'Malware Blocks',
  description: 'Blocked lookups',
  distribution: [],
  cadence: 'Daily',
  organizationsForGlobal: [],
  policy: DISABLED_POLICY_ALERT,
  source: DISABLED_SOURCE_ALERT,
  providerPolicy: DISABLED_PROVIDER_POLICY_ALERT,
  system: NO_SYSTEM_ALERTS,
  lastEvaluatedAt: null,
  lastAlertAt: null,
  ...rest,
});

/** A valid DNS set with the policy alert on: Block, one policy, every source set and source, match. */
const policyOn = (): AlertSetFormValues => {
  const values = emptyAlertSetValues();
  values.name = 'Blocks';
  values.distribution = ['dl-1'];
  values.policy = {
    ...values.policy,
    enabled: true,
    actions: ['Block'],
    policies: ['p-1'],
    sourceSets: [ALL],
    sources: [ALL],
  };
  return values;
};

describe('mode', () => {
  it('is Create without an id, Edit with one, and View for anyone who may not manage', () => {
    expect(resolveMode(false, true)).toBe('create');
    expect(resolveMode(true, true)).toBe('edit');
    expect(resolveMode(true, false)).toBe('view');
    expect(resolveMode(false, false)).toBe('view');
  });
});

describe('record to form values', () => {
  it('starts a new set Hourly with nothing chosen and every alert off', () => {
    const values = alertSetFormValues(undefined);
    expect(values.cadence).toBe('Hourly');
    expect(values.distribution).toEqual([]);
    expect([values.policy.enabled, values.source.enabled, values.providerPolicy.enabled]).toEqual([
      false,
      false,
      false,
    ]);
    expect(values.policy.trigger).toEqual({ type: 'match', changePercent: 100, period: 'Daily', minimumCount: 0 });
  });

  it('shows a saved empty list as the select-all entry and saved ids as they are', () => {
    const values = alertSetFormValues(
      record({
        distribution: [],
        policy: {
          ...DISABLED_POLICY_ALERT,
          enabled: true,
          actions: ['Block'],
          policies: [{ orgId: 'org-usda', policyIds: ['p-1', 'p-2'] }],
          sources: [{ orgId: 'org-usda', ipAddresses: [{ sourceSetId: 'ss-1', ip: '10.0.0.1' }] }],
          trigger: { type: 'threshold', changePercent: 50, period: 'Hourly', minimumCount: 10 },
        },
      }),
    );
    expect(values.distribution).toEqual([ALL]);
    expect(values.policy.policies).toEqual(['p-1', 'p-2']);
    expect(values.policy.sourceSets).toEqual([ALL]);
    expect(values.policy.sources).toEqual(['ss-1|10.0.0.1']);
    expect(values.policy.trigger).toEqual({ type: 'threshold', changePercent: 50, period: 'Hourly', minimumCount: 10 });
  });

  it('round-trips a saved set unchanged', () => {
    const saved = record({
      distribution: ['dl-1'],
      policy: {
        enabled: true,
        actions: ['Allow', 'Override'],
        policies: [],
        sourceSets: [{ orgId: 'org-usda', sourceSetIds: ['ss-1'] }],
        sources: [{ orgId: 'org-usda', ipAddresses: [{ sourceSetId: 'ss-1', ip: '2001:db8::1' }] }],
        trigger: { type: 'match' },
      },
      source: {
        ...DISABLED_SOURCE_ALERT,
        enabled: true,
        actions: ['Allow'],
        trigger: { type: 'threshold', changePercent: 20, period: 'Weekly', minimumCount: 5 },
      },
      providerPolicy: { enabled: true, sources: [], sourceSets: [] },
    });
    const input = toAlertSetInput('org-usda', alertSetFormValues(saved), DNS);
    const { orgId: _o, id: _i, lastAlertAt: _a, lastEvaluatedAt: _e, ...expected } = saved;
    expect(input).toEqual(expected);
  });
});

describe('form values to request', () => {
  it('saves the select-all entry as an empty list and chosen ids per organization', () => {
    const input = toAlertSetInput('org-usda', policyOn(), DNS);
    expect(input.distribution).toEqual(['dl-1']);
    expect(input.policy).toEqual({
      enabled: true,
      actions: ['Block'],
      policies: [{ orgId: 'org-usda', policyIds: ['p-1'] }],
      sourceSets: [],
      sources: [],
      trigger: { type: 'match' },
    });
    expect(v.safeParse(alertSetCreateEndpoint.request, { orgId: 'org-usda', ...input }).success).toBe(true);
  });

  it('saves the disabled defaults for an alert turned off, whatever the form still holds', () => {
    const values = policyOn();
    values.policy.enabled = false;
    values.source = { ...values.source, enabled: false, actions: ['Allow'], sourceSets: ['ss-1'] };
    values.providerPolicy = { enabled: false, sourceSets: ['ss-1'], sources: [ALL] };
    const input = toAlertSetInput('org-usda', values, DNS);
    expect(input.policy).toEqual(DISABLED_POLICY_ALERT);
    expect(input.source).toEqual(DISABLED_SOURCE_ALERT);
    expect(input.providerPolicy).toEqual({ enabled: false, sources: [], sourceSets: [] });
  });

  it('saves a threshold with whole numbers typed as text', () => {
    const values = policyOn();
    values.policy.trigger = { type: 'threshold', changePercent: '25', period: 'Weekly', minimumCount: 3 };
    expect(toAlertSetInput('org-usda', values, DNS).policy?.trigger).toEqual({
      type: 'threshold',
      changePercent: 25,
      period: 'Weekly',
      minimumCount: 3,
    });
  });

  it('in Global saves only Match, the chosen organizations, and no source or provider-policy alert', () => {
    const values = policyOn();
    values.policy.trigger.type = 'threshold';
    values.policy.sourceSets = ['ss-1'];
    values.source.enabled = true;
    values.organizationsForGlobal = ['org-usda', 'org-doe'];
    const input = toAlertSetInput('org-global', values, GLOBAL_DNS);
    expect(input.policy?.trigger).toEqual({ type: 'match' });
    expect(input.policy?.sourceSets).toEqual([]);
    expect(input.source).toEqual(DISABLED_SOURCE_ALERT);
    expect(input.organizationsForGlobal).toEqual(['org-usda', 'org-doe']);
    values.organizationsForGlobal = [ALL];
    expect(toAlertSetInput('org-global', values, GLOBAL_DNS).organizationsForGlobal).toEqual([]);
  });

  it('outside Global never sends organizations; a System Events set sends its flags and no DNS alerts', () => {
    const values = policyOn();
    values.organizationsForGlobal = ['org-doe'];
    expect(toAlertSetInput('org-usda', values, DNS).organizationsForGlobal).toEqual([]);
    values.system = { ...NO_SYSTEM_ALERTS, downage: true, orgPolicies: true };
    const system = toAlertSetInput('org-usda', values, SYSTEM);
    expect(system.system).toEqual({ ...NO_SYSTEM_ALERTS, downage: true, orgPolicies: true });
    expect(system.policy).toEqual(DISABLED_POLICY_ALERT);
  });

  it('trims the name and description', () => {
    const values = policyOn();
    values.name = '  Blocks  ';
    values.description = ' watched \n';
    const input = toAlertSetInput('org-usda', values, DNS);
    expect([input.name, input.description]).toEqual(['Blocks', 'watched']);
  });
});

describe('select-all', () => {
  it('choosing All replaces the chosen items, and choosing an item replaces All', () => {
    expect(nextSelection(['a', 'b'], ['a', 'b', ALL])).toEqual([ALL]);
    expect(nextSelection([ALL], [ALL, 'c'])).toEqual(['c']);
    expect(nextSelection(['a'], ['a', 'c'])).toEqual(['a', 'c']);
    expect(nextSelection([ALL], [])).toEqual([]);
  });
});

describe('validation', () => {
  const errorsOf = (values: AlertSetFormValues, context: AlertSetContext) => alertSetRules(context)(values);

  it('accepts a complete set', () => {
    expect(errorsOf(policyOn(), DNS)).toEqual({});
  });

  it('requires the name, the lists, and the actions and selections of an alert that is on', () => {
    const values = emptyAlertSetValues();
    values.policy.enabled = true;
    values.providerPolicy.enabled = true;
    const errors = errorsOf(values, DNS);
    expect(errors).toEqual({
      name: REQUIRED,
      distribution: REQUIRED,
      'policy.actions': REQUIRED,
      'policy.policies': REQUIRED,
      'policy.sourceSets': REQUIRED,
      'policy.sources': REQUIRED,
      'providerPolicy.sourceSets': REQUIRED,
      'providerPolicy.sources': REQUIRED,
    });
    expect(firstErrorPath(errors)).toBe('name');
  });

  it('checks threshold counts as non-negative whole numbers', () => {
    const values = policyOn();
    values.policy.trigger = { type: 'threshold', changePercent: '', period: 'Daily', minimumCount: -1 };
    values.source = { ...values.source, enabled: true, actions: ['Allow'], sourceSets: [ALL], sources: [ALL] };
    values.source.trigger.changePercent = 2.5;
    expect(errorsOf(values, DNS)).toEqual({
      'policy.trigger.changePercent': REQUIRED,
      'policy.trigger.minimumCount': 'Minimum match count cannot be negative',
      'source.trigger.changePercent': 'Change percent must be a whole number',
    });
  });

  it('in Global requires organizations and ignores thresholds, sets and the other alerts', () => {
    const values = policyOn();
    values.policy.sourceSets = [];
    values.policy.trigger = { type: 'threshold', changePercent: '', period: 'Daily', minimumCount: '' };
    values.source.enabled = true;
    expect(errorsOf(values, GLOBAL_DNS)).toEqual({ organizationsForGlobal: REQUIRED });
  });

  it('checks only the name, description and lists of a System Events set', () => {
    const values = emptyAlertSetValues();
    values.name = 'Bad <b>';
    values.distribution = [ALL];
    values.policy.enabled = true;
    expect(Object.keys(errorsOf(values, SYSTEM))).toEqual(['name']);
  });
});

describe('save errors', () => {
  const apiError = (items: { key: string; message: string; field?: string }[]) => new ApiError(items, 400);

  it('a name-taken answer is a notification with its own words and marks Name', () => {
    const { fields, notice } = mapAlertSetSaveErrors(
      apiError([
        { key: ErrorKey.alertSetNameTaken, message: 'An alert set named Blocks already exists.', field: 'name' },
      ]),
    );
    expect(notice).toBe('An alert set named Blocks already exists.');
    expect(fields.name).toBe('An alert set named Blocks already exists.');
  });

  it("the service's field errors go to their fields; anything else is the catalogue's failure", () => {
    expect(
      mapAlertSetSaveErrors(
        apiError([{ key: ErrorKey.alertSetActionsRequired, message: 'x', field: 'policy.actions' }]),
      ),
    ).toEqual({ fields: { 'policy.actions': 'x' }, notice: null });
    expect(mapAlertSetSaveErrors(apiError([{ key: ErrorKey.internal, message: 'boom' }]))).toEqual({
      fields: {},
      notice: SAVE_FAILED,
    });
    expect(mapAlertSetSaveErrors(new Error('offline')).notice).toBe(SAVE_FAILED);
  });
});
