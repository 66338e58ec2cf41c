import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditorPage } from '@/features/logs/extracts/editor/schedule-editor-page';
import { requireExtractManager } from './-manager-guard';

export const Route = createFileRoute('/logs/scheduled-extracts/edit')({
  staticData: { title: 'Edit Extract Schedule' },
  beforeLoad: requireExtractManager,
  component: () => <ScheduleEditorPage mode="edit" />,
});
