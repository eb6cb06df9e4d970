import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import { classTasks, type HomeworkStatus, isEvaluable, type PastClass, studentLinks } from '@/entities/students/model/students';
import { useClassTitle } from '@/entities/classes/components/class-title';

const SHOWN_AT_FIRST = 8;

const HOMEWORK_COLOR: Record<HomeworkStatus, string> = {
  not_assigned: 'gray',
  assigned: 'blue',
  submitted: 'orange',
  reviewed: 'teal',
};

/** Classes had, newest first: state, homework status and the evaluation given. */
export function PastClasses({ studentId, classes }: { studentId: number; classes: PastClass[] }) {
  const { t } = useTranslation('students');
  const classTitle = useClassTitle();
  const zone = useTeacherZone();
  const [all, setAll] = useState(false);
  const shown = all ? classes : classes.slice(0, SHOWN_AT_FIRST);
  return (
    <Stack gap="xs" component="section" aria-labelledby="past-title">
      <Title order={3} size="h5" id="past-title">
        {t('common:counted', { label: t('past'), count: classes.length })}
      </Title>
      {classes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noPast')}
        </Text>
      )}
      {shown.map((c) => (
        <Paper
          key={c.id}
          withBorder
          radius="sm"
          p="xs"
          component="article"
          aria-label={`${formatTeacherDate(c.startAt, zone)} ${classTitle(c.title)}`}
        >
          <Text size="sm" fw={600}>
            {formatTeacherDate(c.startAt, zone)} {formatTeacherTime(c.startAt, zone)}{' '}
            <Text span size="sm" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {classTitle(c.title)}
            </Text>
          </Text>
          <Group gap={4} mt={4}>
            <Badge size="xs" variant="dot" color={c.state === 'completed' ? 'teal' : 'gray'}>
              {t(`state.${c.state}`)}
            </Badge>
            <Badge size="xs" variant="light" color={HOMEWORK_COLOR[c.homework]}>
              {t(`homework.${c.homework}`)}
            </Badge>
            {isEvaluable(c) && !c.evaluation && (
              <Badge size="xs" variant="light" color="grape">
                {t('notEvaluated')}
              </Badge>
            )}
          </Group>
          {classTasks(c).length > 0 && (
            <Group gap="sm" mt={4}>
              {classTasks(c).map((task) => (
                <Anchor key={task} href={studentLinks(studentId, c.id)[task]} size="xs" className="tap-target">
                  {t(`classLinks.${task}`)}
                </Anchor>
              ))}
            </Group>
          )}
          {c.evaluation && (
            <Text size="xs" mt={4} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {Object.entries(c.evaluation.skills)
                .map(([skill, score]) => `${t(`skills.${skill}`, { defaultValue: skill })} ${Number.isFinite(score) ? score : '?'}/5`)
                .join(' · ')}
              {c.evaluation.comment ? ` — ${c.evaluation.comment}` : ''}
            </Text>
          )}
        </Paper>
      ))}
      {classes.length > SHOWN_AT_FIRST && (
        <Button variant="subtle" size="xs" onClick={() => setAll((v) => !v)}>
          {all ? t('showFewer') : t('showAll', { count: classes.length })}
        </Button>
      )}
    </Stack>
  );
}
