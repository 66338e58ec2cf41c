import type { Tour } from '../tour-schema';

const tour: Tour = {
  id: 'investigate-blocked-domain',
  title: 'Investigate a blocked domain',
  description:
    'From the Dashboard’s top blocked domains to the lookups in DNS Logs and the verdict of the Policy Tester, during a phishing campaign.',
  persona: 'daniel',
  scenario: 'phishing',
  steps: [
    {
      route: '/dashboard',
      target: { selector: 'section', name: 'Top 10 Blocked Domains' },
      title: 'Spot what is being blocked',
      body: 'The tour started a phishing campaign against Agriculture: look-alikes of usda.gov now lead the blocked domains. Choose a domain’s name to see its lookups.',
      advanceOn: { on: 'route', path: '/logs/viewer' },
    },
    {
      route: '/logs/viewer',
      target: { selector: 'button', name: 'Preview Extract' },
      title: 'List its lookups',
      body: 'DNS Logs opened with that domain and period filled in. Preview Extract lists each lookup: when, which source asked, and what was decided.',
      advanceOn: { on: 'click' },
    },
    {
      route: '/logs/viewer',
      title: 'Read who asked and why it was blocked',
      body: 'The preview runs as a job on the demo clock (the demo controls’ Clock tab can finish it now). Its rows name the source that asked and the deciding policy: Known Bad Domains, for a name rated Phishing.',
    },
    {
      route: '/threats/policy-tester',
      target: { selector: 'input', name: 'Domain name' },
      title: 'Ask the Policy Tester',
      body: 'Enter the look-alike, choose a source set and test it: the tester names the policy that decides it now and why, which shows whether a new policy is needed for the names still resolving.',
    },
  ],
};

export default tour;
