import { config } from '../../src/config/env';
import { GLOBAL_ORG_ID, HISTORY, SINKHOLE_POOL } from '../handlers/policy-store';
import { P, type Plan, act, approved, risk, threats } from './policy-plan-kit';

/** The provider's policies: Global - Commercial, and its own scope driven by the threat feeds (sinkholes outside the CI variant). */
export function providerPlans(): Plan[] {
  const sinkholes = config.orgType !== 'CI';
  const list: Plan[] = [
    // Global - Commercial: the provider's commercial feeds, which an organization's Allow may bypass.
    {
      id: 'policy-gc-scam',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - Scam and Spam',
      description: 'Blocks domains the commercial threat feed lists as scam or spam.',
      action: act('BLOCK'),
      expression: [risk('Scam', 'Spam')],
      steps: approved(140, P.olivia, P.system),
      analysis: [142, '1 Month'],
    },
    {
      id: 'policy-gc-tunneling',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - DNS Tunneling Watch',
      description: 'Logs names the commercial feed associates with DNS tunneling.',
      action: act('LOGONLY'),
      expression: [risk('DNS Tunneling')],
      steps: approved(95, P.olivia, P.system),
    },
    {
      id: 'policy-gc-compromised',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - Compromised Domains',
      description: 'Blocks legitimate domains the commercial feed reports as compromised.',
      action: act('BLOCK'),
      expression: [risk('Compromised Domain')],
      steps: [
        [3, 'NEW', HISTORY.saved, P.olivia],
        [2, 'PENDING_APPROVAL', HISTORY.submitted, P.olivia],
      ],
      analysis: [2.5, '1 Week'],
    },
    // The provider's own scope, driven by the threat feeds.
    {
      id: 'policy-gp-ransomware',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - Ransomware Loaders',
      description: 'Blocks infrastructure of loaders that precede ransomware (Emotet, Qakbot, IcedID, LockBit).',
      action: act('BLOCK'),
      expression: [threats(201, 202, 205, 206)],
      steps: approved(210, P.olivia, P.system),
    },
    {
      id: 'policy-gp-stealers',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - Information Stealers',
      description: 'Blocks command servers of commodity information stealers.',
      action: act('BLOCK'),
      expression: [threats(203, 208, 209)],
      steps: [
        ...approved(180, P.olivia, P.system),
        [60, 'PENDING_DISABLE', HISTORY.disableRequested, P.olivia],
        [59, 'DISABLED', HISTORY.disabled, P.system, 'stop'],
      ],
      priorStatus: 'ENFORCING',
    },
    {
      id: 'policy-gp-xmrig',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - XMRig Pools',
      description: 'Draft: mining pools reported by the threat feed.',
      action: act('BLOCK'),
      expression: [threats(210)],
      steps: [[1, 'NEW', HISTORY.saved, P.olivia]],
    },
  ];
  if (sinkholes) {
    list.push(
      {
        id: 'policy-gp-sinkhole-cobalt',
        orgId: GLOBAL_ORG_ID,
        global: true,
        proprietary: true,
        name: 'Sinkhole Cobalt Strike Beacons',
        description: 'Sends Cobalt Strike beacon lookups to a sinkhole so infected hosts can be found.',
        action: act('OVERRIDE', { destination: [SINKHOLE_POOL[0]], isSinkholeOverride: true }),
        expression: [threats(204)],
        steps: approved(75, P.olivia, P.system),
      },
      {
        id: 'policy-gp-sinkhole-socgholish',
        orgId: GLOBAL_ORG_ID,
        global: true,
        proprietary: true,
        name: 'Sinkhole SocGholish Downloads',
        description: 'Sends SocGholish fake-update lookups to a sinkhole.',
        action: act('OVERRIDE', { destination: [SINKHOLE_POOL[1]], isSinkholeOverride: true }),
        expression: [threats(207)],
        steps: [
          [4, 'NEW', HISTORY.saved, P.olivia],
          [3, 'PENDING_APPROVAL', HISTORY.submitted, P.olivia],
        ],
        analysis: [3.5, '72 Hours'],
      },
    );
  }
  return list;
}
