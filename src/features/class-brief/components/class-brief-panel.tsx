import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClassBriefView } from '@/features/class-brief/components/class-brief-view';
import { ClassChecklist } from '@/features/class-brief/components/class-checklist';
import { studentBrief } from '@/features/class-brief/model/brief';
import { classChecklist } from '@/features/class-brief/model/checklist';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useClassBrief, useClassChecklist } from '../queries/class-brief-sources';

interface BriefPanelProps {
  classId: number;
  studentIds: readonly number[];
  headingOrder?: 2 | 3;
  hideTitle?: boolean;
}

/** The brief of one class, its students in the class's order. */
export function ClassBriefPanel({ classId, studentIds, headingOrder, hideTitle }: BriefPanelProps) {
  const zone = useTeacherZone();
  const { records, extras, pending, failed, waitsForHost, retry } = useClassBrief(classId, studentIds);
  const briefs = records.map((record) => studentBrief(record, { classId }, extras));
  return (
    <ClassBriefView
      briefs={briefs}
      expected={studentIds.length}
      pending={pending}
      failed={failed}
      waitsForHost={waitsForHost}
      onRetry={retry}
      zone={zone}
      headingOrder={headingOrder}
      hideTitle={hideTitle}
    />
  );
}

/** The checklist of a class that is over (the waiting room): its history entry is named by the class's id. */
export function ClassChecklistPanel({ classId, title }: { classId: number; title: string }) {
  const { t } = useTranslation('brief');
  const { entries, records, pending, failed, retry } = useClassChecklist(classId);
  const entry = entries[0];
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('checklist.title')}
      </Title>
      <ClassChecklist
        items={entry ? classChecklist(entry, records) : []}
        pending={pending}
        failure={failed ? { onRetry: retry } : null}
        label={t('checklist.label', { title })}
      />
    </Stack>
  );
}
