import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { teacherDateTime } from '@/entities/classes/model/past-class';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useStudentEvaluations } from '../api/get-student-evaluations';
import { MAX_RATING, SKILLS } from '../model/evaluation-rules';
import { useClassTitle } from '@/entities/classes/components/class-title';

const stars = (value: number) => '★'.repeat(Math.max(0, Math.min(MAX_RATING, value))) + '☆'.repeat(Math.max(0, MAX_RATING - value));

/** Every evaluation of one student by this teacher, newest first. */
export function PastEvaluations({ studentId, studentName, zone }: { studentId: number; studentName: string; zone: TeacherZone }) {
  const { t } = useTranslation('evaluation');
  const classTitle = useClassTitle();
  const evaluations = useStudentEvaluations(studentId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-evaluations">
      <Title order={2} size="h4" id="past-evaluations">
        {t('pastOf', { name: studentName })}
      </Title>
      <QueryState query={evaluations}>
        {(past) =>
          past.length === 0 ? (
            <Text c="gray.7">{t('noPast')}</Text>
          ) : (
            past.map((e) => (
              <Paper
                key={e.id}
                withBorder
                p="sm"
                component="article"
                aria-label={e.class ? `${teacherDateTime(e.class.startAt, zone)} · ${classTitle(e.class.title)}` : undefined}
              >
                <Stack gap={4}>
                  {e.class && (
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {teacherDateTime(e.class.startAt, zone)} · {classTitle(e.class.title)}
                    </Text>
                  )}
                  <Stack gap={0} component="dl" m={0}>
                    {SKILLS.map((skill) => (
                      <Text key={skill} size="sm" component="div">
                        <Text span size="sm" component="dt" display="inline">
                          {t('skillLabel', { skill: t(`skills.${skill}`) })}
                        </Text>
                        <Text span size="sm" component="dd" display="inline" m={0}>
                          <Text span c="yellow.7" aria-hidden>
                            {stars(e.ratings[skill] ?? 0)}
                          </Text>{' '}
                          {t('ratingOf', { value: e.ratings[skill] ?? 0, max: MAX_RATING })}
                        </Text>
                      </Text>
                    ))}
                  </Stack>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {e.comment}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('writtenAt', { when: teacherDateTime(e.createdAt, zone) })}
                  </Text>
                </Stack>
              </Paper>
            ))
          )
        }
      </QueryState>
    </Stack>
  );
}
