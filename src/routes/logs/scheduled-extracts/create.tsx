import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditorPage } from '@/features/logs/extracts/editor/schedule-editor-page';
import { requireExtractManager } from './-manager-guard';

export const Route = createFileRoute('/logs/scheduled-extracts/create')({
  staticData: { title: 'Schedule Extract' },
  beforeLoad: requireExtractManager,
  component: () => <ScheduleEditorPage mode="create" />,
});
