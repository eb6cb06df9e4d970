import './brief-words';
import { Button, Center, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { useZoneLabels } from '@/components/zone-label';
import { useNow } from '@/lib/hooks/use-now';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import { type ChecklistItem, classChecklist, hasToDo } from '../model/checklist';
import type { HistoryFacts, StudentRecord } from '../model/types';
import { ClassChecklist } from './class-checklist';
import { useClassTitle } from '@/entities/classes/components/class-title';

export interface AfterClassScreenProps {
  entries: readonly HistoryFacts[];
  records: ReadonlyMap<number, StudentRecord>;
  pending: boolean;
  failed: boolean;
  error?: unknown;
  onRetry: () => void;
  zone: TeacherZone;
}

/** /AfterClass: the classes of the last 7 days that still have something to do, each with its checklist. */
export function AfterClassScreen({ entries, records, pending, failed, error, onRetry, zone }: AfterClassScreenProps) {
  const { t } = useTranslation('brief');
  const { timesIn } = useZoneLabels();
  const now = useNow(3_600_000);
  const [showAll, setShowAll] = useState(false);
  const lists = entries.map((entry) => ({ entry, items: classChecklist(entry, records) }));
  const shown = showAll ? lists : lists.filter(({ items }) => hasToDo(items));

  let body;
  // Nothing the checklists read has come (offline, the host unreachable): every item would say "To do"
  // whatever was done, so the screen says why instead.
  if (error && (entries.length === 0 || records.size === 0)) body = <ErrorState error={error} onRetry={onRetry} />;
  // Until every student's record has come, which classes have something to do is not known: a list shown
  // before would grow above the rows already under the teacher's finger as records arrive.
  else if (pending) body = <PendingScreen />;
  else if (shown.length === 0)
    body = (
      <Center py="xl">
        <Text c="dimmed">{t(entries.length ? 'afterClass.allDone' : 'afterClass.none')}</Text>
      </Center>
    );
  else
    body = (
      <>
        {/* Some answers missing (offline, the last known ones shown): said once, above the classes, not on each. */}
        {failed && <ErrorState error={error} onRetry={onRetry} />}
        {shown.map(({ entry, items }) => (
          <ClassToDo key={entry.id} entry={entry} items={items} zone={zone} />
        ))}
      </>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('afterClass.title')}
      </Title>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('afterClass.intro', { timesIn: timesIn(now) })}
        </Text>
        <Switch checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} label={t('afterClass.showAll')} />
      </Group>
      {body}
    </Stack>
  );
}

function ClassToDo({ entry, items, zone }: { entry: HistoryFacts; items: ChecklistItem[]; zone: TeacherZone }) {
  const { t } = useTranslation('brief');
  const classTitle = useClassTitle();
  const headingId = `after-class-${entry.id}`;
  const when = `${formatTeacherDate(entry.startAt, zone)} ${formatTeacherTime(entry.startAt, zone)}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {classTitle(entry.title)}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.students.map((s) => s.name).join(', ') || '—'}
          </Text>
        </div>
        <ClassChecklist items={items} label={t('checklist.label', { title: entry.title })} />
        <Button component="a" href={`#/kchf?replay=${entry.id}`} variant="subtle" size="xs" w="fit-content">
          {t('last.replay')}
        </Button>
      </Stack>
    </Paper>
  );
}
