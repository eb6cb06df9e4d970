import { Alert, Grid, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { isClassId } from '@/entities/classes/model/past-class';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useEvaluationClasses } from '../api/get-evaluation-classes';
import { owedEvaluations } from '../model/evaluation-rules';
import { EvaluateStudent } from './evaluate-student';
import { EvaluationChoice } from './evaluation-choice';
import { OwedList } from './owed-list';
import { PastEvaluations } from './past-evaluations';

const route = getRouteApi('/_shell/EvalStudent');

interface EvaluateScreenProps {
  /** Beside the form: the chosen student's progress at a glance (composed by the route: another feature's). */
  progress?: (student: { id: number; name: string }) => ReactNode;
  /** After an evaluation is saved: what other areas show of the student is out of date. */
  onEvaluated?: (studentId: number) => void;
}

/** /EvalStudent: evaluations still owed, the form for one class and student, that student's past evaluations. */
export function EvaluateScreen({ progress, onEvaluated }: EvaluateScreenProps = {}) {
  const { t } = useTranslation('evaluation');
  const { classId, studentId } = route.useSearch();
  const navigate = route.useNavigate();
  const zone = useTeacherZone();
  const classes = useEvaluationClasses();
  const [saved, setSaved] = useState<string | null>(null);
  // Picking from the owed list moves focus (and the view, on a phone) to the form.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  const owed = useMemo(() => owedEvaluations(classes.data ?? []), [classes.data]);

  const formKey = `${classId ?? ''}-${studentId ?? ''}-${classes.data ? 1 : 0}`;
  useEffect(() => {
    if (!focusForm.current || !formHeading.current) return;
    focusForm.current = false;
    formHeading.current.focus();
  }, [formKey]);

  return (
    <QueryState query={classes}>
      {(list) => {
        const cls = list.find((c) => isClassId(c, classId));
        const student = cls?.students.find((s) => s.id === studentId);
        const choose = (search: { classId?: number; studentId?: number }) => {
          setSaved(null);
          void navigate({ search });
        };

        return (
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
                <OwedList
                  owed={owed}
                  classId={cls?.id}
                  studentId={studentId}
                  zone={zone}
                  onPick={(pickedClass, pickedStudent) => {
                    focusForm.current = true;
                    choose({ classId: pickedClass, studentId: pickedStudent });
                  }}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
                <Stack gap="md">
                  <EvaluationChoice classes={list} classId={classId} studentId={studentId} cls={cls} student={student} onChoose={choose} />
                  {saved && (
                    <Alert color="teal" role="status">
                      {saved}
                    </Alert>
                  )}
                  {cls && student && (
                    <EvaluateStudent
                      cls={cls}
                      student={student}
                      headingRef={formHeading}
                      onDone={() => {
                        setSaved(t('saved', { name: student.name }));
                        onEvaluated?.(student.id);
                      }}
                    />
                  )}
                  {student && progress?.({ id: student.id, name: student.name })}
                  {student && <PastEvaluations studentId={student.id} studentName={student.name} zone={zone} />}
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        );
      }}
    </QueryState>
  );
}
