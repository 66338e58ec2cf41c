import type { Tour } from '../tour-schema';

const tour: Tour = {
  id: 'onboard-organization',
  title: 'Onboard an organization',
  description: 'A customer manager adds an organization, its management networks and its first administrator.',
  persona: 'priya',
  steps: [
    {
      route: '/organizations/users',
      target: { selector: 'a', name: 'Add New Organization' },
      title: 'Start onboarding',
      body: 'Onboarding adds an organization and its first administrator in one go. Only global operators viewing Global see Add New Organization.',
      advanceOn: { on: 'route', path: '/organizations/onboard' },
    },
    {
      route: '/organizations/onboard',
      target: { selector: 'input', name: 'Organization Name and Acronym' },
      title: 'Choose the organization',
      body: 'Pick the organization from the directory: its type, sector and details fill in, so the service knows whom it protects.',
    },
    {
      route: '/organizations/onboard',
      target: { selector: 'button', name: 'Add Management Network' },
      title: 'Add its management networks',
      body: 'Management networks are the addresses its administrators sign in from. Add at least one.',
    },
    {
      route: '/organizations/onboard',
      target: { selector: 'button', name: 'Next' },
      title: 'Go on to the contact',
      body: 'Next keeps what you entered as a draft and asks for the organization’s first administrator.',
      advanceOn: { on: 'route', path: '/organizations/onboard/contact' },
    },
    {
      route: '/organizations/onboard/contact',
      target: { selector: 'button', name: 'Save' },
      title: 'Name the first administrator and save',
      body: 'Fill in the administrator (or choose an existing user) and Save: the organization, its networks and the user are made together, and the user is sent a welcome e-mail.',
      advanceOn: { on: 'route', path: '/organizations/users' },
    },
    {
      route: '/organizations/users',
      title: 'Find the new organization',
      body: 'The new organization is in the organization list at the top: choose it to see its users and information.',
    },
  ],
};

export default tour;
