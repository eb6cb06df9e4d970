import { Alert, Badge, Grid, Paper, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/entities/classes/components/class-select';
import { QueryState } from '@/components/query-state';
import { isClassId, teacherDateTime } from '@/entities/classes/model/past-class';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useEvaluationClasses } from '../api/get-evaluation-classes';
import { owedEvaluations } from '../model/evaluation-rules';
import { EvaluationForm } from './evaluation-form';
import { PastEvaluations } from './past-evaluations';
import { useClassTitle } from '@/entities/classes/components/class-title';

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
  const classTitle = useClassTitle();
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
                <Paper withBorder p="sm" component="section" aria-labelledby="owed-heading">
                  <Title order={2} size="h5" id="owed-heading" mb="xs">
                    {t('owed', { count: owed.length })}
                  </Title>
                  {owed.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('nothingOwed')}
                    </Text>
                  ) : (
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {owed.map(({ cls: c, student: s }) => (
                        <li key={`${c.id}-${s.id}`}>
                          <UnstyledButton
                            w="100%"
                            p={6}
                            style={{
                              borderRadius: 6,
                              background: c.id === cls?.id && s.id === studentId ? 'var(--mantine-color-teal-light)' : undefined,
                            }}
                            onClick={() => {
                              focusForm.current = true;
                              choose({ classId: c.id, studentId: s.id });
                            }}
                            aria-current={c.id === cls?.id && s.id === studentId ? 'true' : undefined}
                          >
                            <Text size="sm" fw={500}>
                              {s.name}
                            </Text>
                            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                              {teacherDateTime(c.startAt, zone)} · {classTitle(c.title)}
                            </Text>
                          </UnstyledButton>
                        </li>
                      ))}
                    </Stack>
                  )}
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
                <Stack gap="md">
                  <Paper withBorder p="md">
                    <Stack gap="sm">
                      <ClassSelect
                        label={t('class')}
                        placeholder={t('chooseClass')}
                        classes={list}
                        value={cls?.id ?? null}
                        onChange={(id) => choose(id === null ? {} : { classId: id })}
                      />
                      {cls && (
                        <Select
                          size="sm"
                          label={t('student')}
                          placeholder={t('chooseStudent')}
                          data={cls.students.map((s) => ({ value: String(s.id), label: s.name }))}
                          value={student ? String(student.id) : null}
                          onChange={(v) => choose(v === null ? { classId: cls.id } : { classId: cls.id, studentId: Number(v) })}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                      {classId === undefined && (
                        <Text size="sm" c="gray.7">
                          {t('hint')}
                        </Text>
                      )}
                      {classId !== undefined && !cls && (
                        <Alert color="orange" role="alert">
                          {t('classNotFound')}
                        </Alert>
                      )}
                      {cls && studentId !== undefined && !student && (
                        <Alert color="orange" role="alert">
                          {t('studentNotInClass')}
                        </Alert>
                      )}
                    </Stack>
                  </Paper>
                  {saved && (
                    <Alert color="teal" role="status">
                      {saved}
                    </Alert>
                  )}
                  {cls && student && (
                    <Paper withBorder p="md" component="section" aria-labelledby="evaluate-heading">
                      <Title order={2} size="h4" id="evaluate-heading" mb="sm" ref={formHeading} tabIndex={-1}>
                        {t('evaluateOf', { name: student.name })}
                      </Title>
                      {!cls.evaluable ? (
                        <Text c="gray.7">{t('notHeld')}</Text>
                      ) : student.evaluationId !== null ? (
                        <Badge color="teal" variant="light" c="dark.6">
                          {t('alreadyEvaluated')}
                        </Badge>
                      ) : (
                        <EvaluationForm
                          key={`${cls.id}-${student.id}`}
                          classId={cls.id}
                          studentId={student.id}
                          studentName={student.name}
                          onDone={() => {
                            setSaved(t('saved', { name: student.name }));
                            onEvaluated?.(student.id);
                          }}
                        />
                      )}
                    </Paper>
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
