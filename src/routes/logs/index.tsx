import { createFileRoute } from '@tanstack/react-router';

/** /logs opens its default tab: the Logs area layout decides it (defaultLogsTab), knowing the selected organization. */
export const Route = createFileRoute('/logs/')({
  staticData: { title: 'Logs' },
});
