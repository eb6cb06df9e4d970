import './brief-words';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatTeacherDate } from '@/lib/time/wall-format';
import type { LastClassBrief, StudentBrief } from '../model/brief';
import classes from './class-brief.module.css';
import { useClassTitle } from '@/entities/classes/components/class-title';

const hashHref = (path: string, params: Record<string, number>) =>
  `#${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** One student: classes together, last time with this teacher, and the last evaluation. */
export function StudentBriefCard({ brief, zone }: { brief: StudentBrief; zone: TeacherZone }) {
  const { t } = useTranslation('brief');
  const headingId = `brief-student-${brief.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {brief.name}
          </Title>
          <Badge variant="light" color={brief.classesTogether ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
            {brief.classesTogether ? t('together', { count: brief.classesTogether }) : t('firstClass')}
          </Badge>
        </Group>
        {brief.last && <LastClass last={brief.last} studentId={brief.id} zone={zone} />}
        {brief.lastEvaluation && (
          <div>
            <Text size="sm" fw={600}>
              {t('evaluation.title', { date: formatTeacherDate(brief.lastEvaluation.startAt, zone) })}
            </Text>
            <Text size="sm">
              {brief.lastEvaluation.skills
                .map(({ skill, score }) => t('evaluation.skill', { skill: t(`skills.${skill}`), score }))
                .join(' · ')}
            </Text>
            {brief.lastEvaluation.firstLine && (
              <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {brief.lastEvaluation.firstLine}
              </Text>
            )}
          </div>
        )}
        {brief.last && !brief.lastEvaluation && (
          <Text size="sm" c="dimmed">
            {t('evaluation.none')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function LastClass({ last, studentId, zone }: { last: LastClassBrief; studentId: number; zone: TeacherZone }) {
  const { t } = useTranslation('brief');
  const classTitle = useClassTitle();
  const { status, score } = last.homework;
  return (
    <>
      <div>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('last.title', { date: formatTeacherDate(last.startAt, zone), title: classTitle(last.title) })}
        </Text>
        {last.comment === undefined ? (
          <Skeleton height={16} mt={4} role="status" aria-label={t('common:loading')} />
        ) : last.comment ? (
          <RichText html={last.comment} className={classes.comment} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('last.noComment')}
          </Text>
        )}
        <Anchor href={hashHref('/kchf', { replay: last.historyId })} size="sm" className="tap-target">
          {t('last.replay')}
        </Anchor>
      </div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{status === 'reviewed' && score !== null ? t('homework.reviewedScore', { score }) : t(`homework.${status}`)}</Text>
        {status === 'submitted' && (
          <Anchor href={hashHref('/ReviewAssignments', { classId: last.historyId, studentId })} size="sm" className="tap-target">
            {t('homework.review')}
          </Anchor>
        )}
      </Group>
      <Text size="sm">
        {last.practice
          ? last.practice.quizAverage === null
            ? t('practice.done', { done: last.practice.done, total: last.practice.total })
            : t('practice.doneQuiz', { done: last.practice.done, total: last.practice.total, average: last.practice.quizAverage })
          : t('practice.none')}
      </Text>
    </>
  );
}
