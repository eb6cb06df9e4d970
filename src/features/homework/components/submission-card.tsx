import { Anchor, Badge, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { teacherDateTime } from '@/entities/classes/model/past-class';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { Submission } from '@/entities/submissions/model/submission';
import { formatFileSize } from '../model/file-rules';
import { GradeForm } from './grade-form';
import { useClassTitle } from '@/entities/classes/components/class-title';

/** What the teacher asked for. */
function Assignment({ homework }: { homework: Submission['homework'] }) {
  const { t } = useTranslation('homework');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('assignment')} · {t(`types.${homework.type}`)}
      </Text>
      {homework.workbookPages && <Text size="sm">{homework.workbookPages}</Text>}
      {homework.filters.length > 0 && (
        <List size="sm" spacing={2}>
          {homework.filters.map((f, i) => {
            const what = [
              f.levelName,
              f.subjectId ? t(`subjects.${f.subjectId}`, { defaultValue: f.subjectName ?? '' }) : t('anySubject'),
              f.topicName ?? t('anyTopic'),
            ];
            return (
              <List.Item key={i}>
                {t('common:aside', {
                  text: t('questionsFrom', { count: f.count, what: what.filter(Boolean).join(' · ') }),
                  aside: f.required ? t('required') : t('optional'),
                })}
              </List.Item>
            );
          })}
        </List>
      )}
      {homework.textHtml && <RichText html={homework.textHtml} />}
      {homework.files.length > 0 && (
        <List size="sm" spacing={2}>
          {homework.files.map((f) => (
            <List.Item key={f.id}>{t('common:aside', { text: f.name, aside: formatFileSize(f.size) })}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** What the student handed in: marked answers, files, text. */
function StudentWork({ submission }: { submission: Submission }) {
  const { t } = useTranslation('homework');
  const { answers, files, textHtml: text } = submission;
  const correct = answers.filter((a) => a.correct === true).length;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('studentWork')}
        {answers.length > 0 && ` · ${t('correctCount', { correct, total: answers.length })}`}
      </Text>
      {answers.length > 0 && (
        <List size="sm" spacing={4}>
          {answers.map((a, i) => (
            <List.Item key={i}>
              <Text span size="sm">
                {a.question} — <strong>{a.answer}</strong>{' '}
              </Text>
              {a.correct !== null && (
                <Badge size="xs" color={a.correct ? 'teal' : 'red'} variant="light" c="dark.6">
                  {a.correct ? t('correct') : t('wrong')}
                </Badge>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {files.length > 0 && (
        <List size="sm" spacing={2}>
          {files.map((f, i) => (
            <List.Item key={i}>
              {f.url ? (
                <Anchor href={f.url} target="_blank" rel="noopener noreferrer" size="sm" className="tap-target">
                  {f.name}
                </Anchor>
              ) : (
                f.name
              )}{' '}
              ({formatFileSize(f.size)})
            </List.Item>
          ))}
        </List>
      )}
      {text && <RichText html={text} />}
      {answers.length === 0 && files.length === 0 && !text && (
        <Text size="sm" c="gray.7">
          {t('noWork')}
        </Text>
      )}
    </Stack>
  );
}

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** One handed-in homework: the assignment, the work, and the grade (a form while feedback is owed). */
export function SubmissionCard({ submission, zone }: { submission: Submission; zone: TeacherZone }) {
  const { t } = useTranslation('homework');
  const classTitle = useClassTitle();
  const [editing, setEditing] = useState(false);
  // Said in the card, where the teacher is (no toast far away); focus moves to it from the form that left.
  // Focused as it appears: the form may stay until the refetched queue shows the grade (owed no more),
  // after the save itself has answered.
  const [saved, setSaved] = useState(false);
  const owed = submission.status === 'submitted';
  const headingId = `submission-${submission.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={headingId}>
              {submission.student.name} · {t(`types.${submission.homework.type}`)}
            </Title>
            {submission.class && (
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {teacherDateTime(submission.class.startAt, zone)} · {classTitle(submission.class.title)}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {t('submittedAt', { when: teacherDateTime(submission.submittedAt, zone) })}
            </Text>
          </div>
          <Badge color={owed ? 'orange' : 'teal'} variant="light" c="dark.6">
            {owed ? t('status.submitted') : `${t('status.graded')} · ${t('scoreOf', { score: submission.score ?? '—' })}`}
          </Badge>
        </Group>
        <Assignment homework={submission.homework} />
        <Divider />
        <StudentWork submission={submission} />
        <Divider />
        {owed || editing ? (
          <GradeForm
            submissionId={submission.id}
            studentName={submission.student.name}
            handedIn={teacherDateTime(submission.submittedAt, zone)}
            initial={{ score: submission.score, comment: submission.comment ?? '' }}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={editing ? () => setEditing(false) : undefined}
          />
        ) : (
          <Stack gap={4}>
            {saved && (
              <Text ref={focusOnMount} tabIndex={-1} role="status" size="sm" fw={600} c="teal.9">
                ✓ {t('gradeSaved', { score: t('scoreOf', { score: submission.score ?? '—' }) })}
              </Text>
            )}
            <Text size="sm">
              <strong>{t('teacherComment')}</strong>
              {submission.comment ?? '—'}
            </Text>
            {submission.gradedAt && (
              <Text size="xs" c="gray.7">
                {t('gradedAt', { when: teacherDateTime(submission.gradedAt, zone) })}
              </Text>
            )}
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
                aria-label={`${t('editGrade')} · ${submission.student.name}`}
              >
                {t('editGrade')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
