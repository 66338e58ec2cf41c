import type { OrgType } from '@/config/env';
import { RULES_OF_BEHAVIOR_VERSIONS } from '@/api/session/rules-of-behavior-versions';

export interface RulesOfBehaviorSection {
  heading: string;
  items: string[];
}

export interface RulesOfBehaviorDocument {
  /** 16-digit version string as the server stores it; compared as a number. */
  version: string;
  /** Shown under the title. */
  date: string;
  audience: string;
  intro: string;
  sections: RulesOfBehaviorSection[];
}

const commonSections: RulesOfBehaviorSection[] = [
  {
    heading: 'Access and accounts',
    items: [
      "Use only the account issued to you and sign in only through the approved identity provider. Never share your credentials, tokens or access keys, or use another person's session.",
      'Access only the organizations, policies, logs and reports you need for your assigned duties.',
      'Lock or sign out of the console whenever you leave your workstation. Sessions end automatically after a period of inactivity.',
      "Tell your organization's administrator promptly when your role changes or you no longer need access, so your account can be updated or removed.",
    ],
  },
  {
    heading: 'Protective DNS policies and data',
    items: [
      'Create, change or approve block, allow, override and log-only policies only as your organization has authorized. A policy can stop legitimate traffic for every device it covers; review its scope and impact before submitting it.',
      'Do not approve a policy change you submitted yourself or circumvent the two-person approval workflow.',
      'DNS query logs, threat intelligence and reports may identify people, devices and networks. Use them only for cybersecurity purposes, handle them as Controlled Unclassified Information, and do not copy, extract or share them outside authorized channels.',
      'Store exported logs and extracts only on systems approved by your organization, and delete them when they are no longer needed.',
    ],
  },
  {
    heading: 'Security of the system',
    items: [
      'Do not attempt to probe, scan, test or bypass the security controls of the console, the resolvers or their supporting infrastructure.',
      'Do not upload files or indicator lists that contain malicious code, personal information not needed for the task, or content you are not authorized to share.',
      "Report suspected security incidents, lost credentials, or misuse of the console immediately to your organization's security office and to the service provider's support desk.",
    ],
  },
  {
    heading: 'Monitoring and consequences',
    items: [
      'Your use of the console is monitored and recorded in audit logs, and you have no expectation of privacy in it.',
      'Failure to follow these rules may result in suspension or loss of access, administrative or disciplinary action, and civil or criminal penalties.',
    ],
  },
];

/** The Rules of Behavior per build variant (spec 2 §4.4). */
export const rulesOfBehaviorByOrgType: Record<OrgType, RulesOfBehaviorDocument> = {
  CI: {
    version: RULES_OF_BEHAVIOR_VERSIONS.CI,
    date: 'November 2023',
    audience: 'Critical infrastructure users',
    intro:
      'These Rules of Behavior apply to everyone who uses the Protective DNS for Critical Infrastructure management console on behalf of a participating critical infrastructure entity. The service is provided to your organization under its participation agreement; you must read and accept these rules before using it.',
    sections: commonSections,
  },
  FCEB: {
    version: RULES_OF_BEHAVIOR_VERSIONS.FCEB,
    date: 'November 2021',
    audience: 'Federal civilian executive branch users',
    intro:
      "These Rules of Behavior apply to all federal employees and contractors who use the Protective DNS management application. They supplement your agency's own rules of behavior and acceptable-use policy; you must read and accept them before using the application.",
    sections: commonSections,
  },
};
