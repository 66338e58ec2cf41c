import type { Tour } from '../tour-schema';

const tour: Tour = {
  id: 'approve-policy',
  title: 'Approve a policy with two people',
  description:
    'One policy manager writes and submits a blocking policy; a second approves it, and only then is it enforced.',
  persona: 'daniel',
  steps: [
    {
      route: '/policy-editor',
      target: { selector: 'a', name: 'Add New Policy' },
      title: 'Start a new policy',
      body: 'A policy changes what the resolver answers for the whole organization, so a second policy manager must approve it before it is enforced. Choose Add New Policy.',
      advanceOn: { on: 'route', path: '/policy-editor/create' },
    },
    {
      route: '/policy-editor/create',
      target: { selector: 'input', name: 'Name' },
      title: 'Describe what it blocks',
      body: 'Name the policy, choose Block, add an expression (for example "is in" with a look-alike domain), then Save. A saved policy is New: nothing is enforced yet.',
      advanceOn: { on: 'route', path: '/policy-editor/edit/$id' },
    },
    {
      route: '/policy-editor/edit/$id',
      target: { selector: 'button', name: 'Run Impact Analysis' },
      title: 'See what it would change',
      body: 'Run Impact Analysis replays the recent lookups through the policy, so the approver can see whom it would affect before it is enforced.',
      advanceOn: { on: 'click' },
    },
    {
      route: '/policy-editor/edit/$id',
      target: { selector: 'button', name: 'Submit for Approval' },
      title: 'Ask a second person',
      body: 'Submit for Approval asks another policy manager of the organization to approve it. You cannot approve your own policy.',
      advanceOn: { on: 'appears', target: { selector: '[role="dialog"]', name: 'Submit for Approval' } },
    },
    {
      target: { selector: '[role="dialog"]', name: 'Submit for Approval' },
      title: 'Choose the approver',
      body: 'Tick Ruth Castellanos and Submit. She is sent an e-mail asking for her decision (the demo controls’ Outbox shows it).',
    },
    {
      persona: 'ruth',
      route: '/policy-editor',
      target: { selector: 'table' },
      title: 'Now you are the approver',
      body: 'The tour signed you in as Ruth Castellanos, the second policy manager. Open the policy that waits for approval by its name.',
      advanceOn: { on: 'route', path: '/policy-editor/view/$id' },
    },
    {
      route: '/policy-editor/view/$id',
      target: { selector: 'button', name: 'Approve' },
      title: 'Approve it',
      body: 'Read its expressions and impact, then Approve. The policy decides lookups from that moment on, never the past ones.',
      advanceOn: {
        on: 'appears',
        target: { selector: '[role="dialog"]', name: 'Are you sure you want to approve this policy?' },
      },
    },
    {
      target: { selector: '[role="dialog"]', name: 'Are you sure you want to approve this policy?' },
      title: 'Confirm',
      body: 'Confirm with Approve. The Status History tab then names both people: who submitted and who approved.',
    },
  ],
};

export default tour;
