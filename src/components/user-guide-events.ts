import { createUseExternalEvents } from '@mantine/core';

/*
 * The User Guide belongs to the shell's header, and features may not import the shell: a screen
 * that points to the guide asks for it with openUserGuide(), and the header, listening, opens it.
 */
const [useUserGuideEvents, createEvent] = createUseExternalEvents<{ open: () => void }>('pdns-user-guide');

export { useUserGuideEvents };
export const openUserGuide = createEvent('open');
