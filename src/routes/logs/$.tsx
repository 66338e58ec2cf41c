import { createFileRoute } from '@tanstack/react-router';

/** An unknown Logs tab path opens the default tab, as /logs does (the area layout redirects). */
export const Route = createFileRoute('/logs/$')({
  staticData: { title: 'Logs' },
});
