import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditorPage } from '@/features/logs/extracts/editor/schedule-editor-page';
import { requireExtractReader } from './-manager-guard';

export const Route = createFileRoute('/logs/scheduled-extracts/edit')({
  staticData: { title: 'Edit Extract Schedule' },
  beforeLoad: requireExtractReader,
  component: () => <ScheduleEditorPage mode="edit" />,
});
