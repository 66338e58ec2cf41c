/**
 * The system-use notice every U.S. Government information system shows before sign-in. One
 * source for the app's Terms of Use dialog and the static copy index.html paints before any
 * script (scripts/static-terms.ts writes that copy at build time).
 */
export const TERMS_OF_USE = {
  title: 'Terms of Use',
  intro:
    'You are accessing a U.S. Government information system, which includes this computer, this network, ' +
    'all computers connected to this network, and all devices and storage media attached to this network ' +
    'or to a computer on this network. This information system is provided for U.S. Government-authorized use only.',
  consentLead: 'By using this information system, you understand and consent to the following:',
  items: [
    'Usage of this system may be monitored, recorded, and subject to audit. You have no reasonable expectation ' +
      'of privacy regarding any communication or data transiting or stored on this information system.',
    'Unauthorized or improper use of this system is prohibited and may result in disciplinary action as well ' +
      'as criminal and civil penalties.',
    'At any time, and for any lawful Government purpose, the Government may monitor, intercept, search, and ' +
      'seize any communication or data transiting or stored on this information system.',
    'Any communication or data transiting or stored on this information system may be disclosed or used for ' +
      'any lawful Government purpose.',
  ],
  closing: 'Use of this system indicates consent to monitoring and recording.',
} as const;
