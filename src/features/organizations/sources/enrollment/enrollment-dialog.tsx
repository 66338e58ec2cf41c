import { Modal } from '@mantine/core';
import type { SourceSet } from '@/api/sources/schemas';
import { EnrollmentForm } from './enrollment-form';

export interface EnrollmentDialogProps {
  /** The set whose enrollment is edited; closed when null. */
  set: SourceSet | null;
  onClose: () => void;
}

/**
 * The Device Enrollment dialog of a source set (spec 1 §2, §4). Saving keeps it open: the
 * configuration downloads follow the saved enrollment, and a new token's secret must stay in
 * view until it has been copied.
 */
export function EnrollmentDialog({ set, onClose }: EnrollmentDialogProps) {
  return (
    <Modal
      opened={set !== null}
      onClose={onClose}
      title="Device Enrollment"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {set && <EnrollmentForm key={`${set.orgId}:${set.id}`} set={set} onClose={onClose} />}
    </Modal>
  );
}
