import { Modal } from '@mantine/core';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import { useTranslation } from 'react-i18next';
import { ClassBriefPanel } from './class-brief-panel';

export interface ClassBriefDialogProps {
  classId: number;
  title: string;
  studentIds: readonly number[];
  onClose: () => void;
}

/** The brief one tap from a class card: full screen on a phone, where it is read minutes before class. */
export default function ClassBriefDialog({ classId, title, studentIds, onClose }: ClassBriefDialogProps) {
  const { t } = useTranslation('brief');
  const phone = useMediaMatch('(max-width: 47.99em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dialogTitle', { title })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <ClassBriefPanel classId={classId} studentIds={studentIds} headingOrder={3} hideTitle />
    </Modal>
  );
}
