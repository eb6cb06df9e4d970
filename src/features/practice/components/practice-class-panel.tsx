import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { teacherDateTime } from '@/entities/classes/model/past-class';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { PracticeClass } from '../model/practice-class';
import { PRACTICE_KINDS, ratio, studentProgress } from '../model/practice-progress';

interface PanelProps {
  cls: PracticeClass;
  /** Only this student (a link from "my students"). */
  studentId?: number | undefined;
  zone: TeacherZone;
}

/** The items of one class, then each student's completion, item by item. */
export function PracticeClassPanel({ cls, studentId, zone }: PanelProps) {
  const { t } = useTranslation('practice');
  if (cls.items.length === 0) return <Text c="gray.7">{t('noItems')}</Text>;
  const students = studentId === undefined ? cls.students : cls.students.filter((s) => s.id === studentId);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h5" mb={4}>
          {t('items')}
        </Title>
        <Group gap="xs">
          {PRACTICE_KINDS.map((kind) => {
            const count = cls.items.filter((item) => item.kind === kind).length;
            return count > 0 ? (
              <Badge key={kind} variant="outline" color="gray" c="dark.6">
                {t(`kinds.${kind}`)} · {count}
              </Badge>
            ) : null;
          })}
        </Group>
      </div>
      {students.length === 0 && <Text c="gray.7">{t('studentNotInClass')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {students.map((student) => {
          const progress = studentProgress(cls.items, student.completions);
          const completedAt = new Map(student.completions.map((c) => [c.itemId, c]));
          const headingId = `practice-${cls.id}-${student.id}`;
          return (
            <Paper key={student.id} withBorder p="sm" component="section" aria-labelledby={headingId}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Title order={3} size="h6" id={headingId}>
                    {student.name}
                  </Title>
                  <Text size="sm">{t('doneOf', { done: progress.done, total: progress.total })}</Text>
                </Group>
                <Progress
                  value={ratio(progress) * 100}
                  color={ratio(progress) === 1 ? 'teal' : 'blue'}
                  aria-label={t('progressOf', { name: student.name })}
                />
                {progress.quizAverage !== null && (
                  <Text size="xs" c="gray.7">
                    {t('quizAverage', { score: progress.quizAverage })}
                  </Text>
                )}
                <List size="sm" spacing={2} listStyleType="none" p={0}>
                  {cls.items.map((item) => {
                    const done = completedAt.get(item.id);
                    return (
                      <List.Item key={item.id}>
                        <Text span size="sm" c={done ? 'teal.9' : 'gray.7'} aria-hidden>
                          {done ? '✓ ' : '○ '}
                        </Text>
                        <Text span size="sm">
                          {t(`kinds.${item.kind}`)}
                          {t('common:colon')}
                          {item.title}
                        </Text>
                        <Text span size="xs" c="gray.7">
                          {' — '}
                          {done
                            ? `${t('done', { when: teacherDateTime(done.completedAt, zone) })}${done.score === null ? '' : ` · ${t('score', { score: done.score })}`}`
                            : t('notDone')}
                        </Text>
                      </List.Item>
                    );
                  })}
                </List>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
