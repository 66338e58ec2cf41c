import type { Tour } from '../tour-schema';

const tour: Tour = {
  id: 'connect-log-push',
  title: 'Connect a log push destination',
  description:
    'Send the organization’s DNS logs every hour to a storage bucket or collector it owns, once ownership is proved.',
  persona: 'kevin',
  steps: [
    {
      route: '/logs/log-push',
      target: { selector: 'a', name: 'Connect A Service' },
      title: 'Connect a service',
      body: 'Log push delivers your DNS logs each hour to a service you own, such as an S3 bucket or a Splunk collector. Choose Connect A Service.',
      advanceOn: { on: 'route', path: '/logs/log-push/form' },
    },
    {
      route: '/logs/log-push/form',
      target: { selector: 'input', name: 'DNS Log Push Service' },
      title: 'Describe the destination',
      body: 'Choose the kind of service, name the job, and fill in where the files go and the credentials to write them.',
    },
    {
      route: '/logs/log-push/form',
      target: { selector: 'button', name: 'Send Token' },
      title: 'Prove you own it',
      body: 'Before any log leaves, the service writes a file holding a token to the destination. Send Token does that.',
      advanceOn: { on: 'click' },
    },
    {
      route: '/logs/log-push/form',
      target: { selector: 'button', name: 'Open simulated destination' },
      title: 'Read the token',
      body: 'In the demo the destination is simulated: open it to read the token file, as you would in your bucket.',
    },
    {
      route: '/logs/log-push/form',
      target: { selector: 'button', name: 'Verify Token' },
      title: 'Verify the token',
      body: 'Enter the token and Verify Token: only a destination that returns it may receive logs.',
    },
    {
      route: '/logs/log-push/form',
      target: { selector: 'button', name: 'Save' },
      title: 'Enable and save',
      body: 'Enable the job and Save. The first batch arrives at the next hour; the demo controls’ Destinations tab lists the files written.',
      advanceOn: { on: 'route', path: '/logs/log-push' },
    },
  ],
};

export default tour;
