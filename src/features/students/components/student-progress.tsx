import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { markStart, measureAfterPaint } from '@/lib/perf-marks';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate } from '@/lib/time/wall-format';
import { useStudent } from '@/entities/students/api/get-student';
import { progressPoints, progressTrend, QUIZ_METRIC, shortDate, type Trend } from '../model/progress';
import type { PastClass } from '@/entities/students/model/students';
import { ProgressChart } from './progress-chart';
import { ProgressTable } from './progress-table';

function useTrendText(): (trend: Trend) => string {
  const { t } = useTranslation('students');
  return (trend) => {
    switch (trend.kind) {
      case 'none':
        return t('progress.trend.none');
      case 'too-few':
        return t('progress.trend.tooFew');
      case 'steady':
        return t('progress.trend.steady', { count: trend.classes });
      default: {
        const metric =
          trend.metric === QUIZ_METRIC ? t('progress.quizMetric') : t(`skills.${trend.metric}`, { defaultValue: trend.metric });
        return t(`progress.trend.${trend.kind}`, { count: trend.classes, metric });
      }
    }
  };
}

interface StudentProgressProps {
  /** The student answer's past classes, newest first. */
  past: readonly PastClass[];
  /** Named in the title where the screen is not the student's own. */
  name?: string;
  headingOrder: 2 | 3;
}

/** Progress at a glance: the trend in one line, a compact chart, and its numbers as a table. */
export function StudentProgress({ past, name, headingOrder }: StudentProgressProps) {
  const { t } = useTranslation('students');
  const zone = useTeacherZone();
  const trendText = useTrendText();
  const ids = useId();
  const [shown, setShown] = useState(false);
  // Measured from the first render to the painted chart (npm run measure:ui).
  useState(() => markStart('tp:progress-chart'));
  useEffect(() => measureAfterPaint('tp:progress-chart'), []);

  const points = useMemo(() => progressPoints(past), [past]);
  const trend = progressTrend(points);
  const dates = points.map((p) => formatTeacherDate(p.startAt, zone));
  const labels = dates.map(shortDate);
  const skills = [...new Set(points.flatMap((p) => Object.keys(p.skills)))];
  const caption = t('progress.caption', { count: points.length });
  const tableId = `${ids}-table`;
  const table = <ProgressTable id={tableId} points={points} labels={labels} skills={skills} caption={caption} shown={shown} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${ids}-title`}>
      <Stack gap="xs">
        <Title order={headingOrder} size="h5" id={`${ids}-title`}>
          {name === undefined ? t('progress.title') : t('progress.titleOf', { name })}
        </Title>
        <Text size="sm" fw={600}>
          {trendText(trend)}
        </Text>
        {points.length > 0 && (
          <>
            <ProgressChart
              points={points}
              dates={dates}
              titles={{ evaluation: t('progress.legend.evaluation'), quiz: t('progress.legend.quiz'), done: t('progress.legend.done') }}
              label={t('progress.chartLabel', { count: points.length, caption })}
            />
            <Group>
              <Button variant="subtle" size="compact-xs" aria-expanded={shown} aria-controls={tableId} onClick={() => setShown((v) => !v)}>
                {shown ? t('progress.hideTable') : t('progress.showTable')}
              </Button>
            </Group>
            {/* Always there for a screen reader; on screen when asked for. */}
            {shown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The same for one student by id (beside the evaluation form): the student answer My students reads. */
export function StudentProgressOf({ studentId, name }: { studentId: number; name: string }) {
  const detail = useStudent(studentId);
  return (
    <QueryState query={detail}>
      {(student) => {
        return <StudentProgress past={student.past} name={name} headingOrder={2} />;
      }}
    </QueryState>
  );
}
