import type { Tour } from '../tour-schema';

const tour: Tour = {
  id: 'schedule-extract',
  title: 'Schedule an extract',
  description: 'Turn a DNS Logs query into an extract that runs on a schedule and mails when its file is ready.',
  persona: 'daniel',
  steps: [
    {
      route: '/logs/viewer',
      target: { selector: 'button', name: 'Preview Extract' },
      title: 'Start from a query',
      body: 'An extract is a DNS Logs query saved to run again. Choose the filters (a domain, source sets, a period), then Preview Extract to check what it returns.',
      advanceOn: { on: 'click' },
    },
    {
      route: '/logs/viewer',
      target: { selector: 'button', name: 'Schedule Extract' },
      title: 'Schedule the same query',
      body: 'Once the preview has rows, Schedule Extract takes this very query to the schedule editor. A preview takes a while; the Clock tab’s Finish running jobs ends it now.',
      advanceOn: { on: 'route', path: '/logs/scheduled-extracts/create' },
    },
    {
      route: '/logs/scheduled-extracts/create',
      target: { selector: 'input', name: 'Name' },
      title: 'Name it and choose when it runs',
      body: 'Name the schedule, then choose its start date and time, and whether it recurs daily or weekly.',
    },
    {
      route: '/logs/scheduled-extracts/create',
      target: { selector: 'button', name: 'Save' },
      title: 'Save the schedule',
      body: 'Save it: each run writes a file, and an e-mail says when it is ready to download.',
      advanceOn: { on: 'route', path: '/logs/scheduled-extracts' },
    },
    {
      route: '/logs/scheduled-extracts',
      target: { selector: 'table' },
      title: 'Its runs and files',
      body: 'The schedule is listed here. Its row’s actions open View History, where each run’s file downloads.',
    },
  ],
};

export default tour;
