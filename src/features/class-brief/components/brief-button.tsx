import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import type { ClassItem } from '@/entities/classes/model/class-item';

// Loaded on a tap, or when the dashboard is idle (use-idle-brief.ts): none of it is needed for the first card.
const ClassBriefDialog = lazyPart(() => import('./class-brief-dialog'));

/** One tap from each card: the class's brief in a dialog (full screen on a phone). */
export function BriefButton({ item }: { item: ClassItem }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" mt={8} onClick={() => setOpen(true)} aria-label={t('brief.openLabel', { title: item.title })}>
        {t('brief.open')}
      </Button>
      {open && (
        <OnDemandPart closeOnFailure={() => setOpen(false)}>
          <ClassBriefDialog
            classId={item.id}
            title={item.title}
            studentIds={item.students.map((s) => s.id)}
            onClose={() => setOpen(false)}
          />
        </OnDemandPart>
      )}
    </>
  );
}
