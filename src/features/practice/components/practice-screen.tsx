import { Accordion, Badge, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useZoneLabels } from '@/components/zone-label';
import { isClassId, teacherDateTime } from '@/entities/classes/model/past-class';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { usePracticeClasses } from '../api/get-practice-classes';
import { classProgress, ratio } from '../model/practice-progress';
import { PracticeClassPanel } from './practice-class-panel';
import { useClassTitle } from '@/entities/classes/components/class-title';

const route = getRouteApi('/_shell/khlx');

/** /khlx: per recent class, its post-class practice items and how far each student got. */
export function PracticeScreen() {
  const { t } = useTranslation('practice');
  const classTitle = useClassTitle();
  const { classId, studentId } = route.useSearch();
  const navigate = route.useNavigate();
  const zone = useTeacherZone();
  const { timesIn } = useZoneLabels();
  const now = useNow(3_600_000);
  const classes = usePracticeClasses();

  return (
    <QueryState query={classes}>
      {(list) => {
        const open = list.find((c) => isClassId(c, classId));
        return (
          <Stack gap="md" maw={960}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="gray.7" size="sm">
              {t('intro', { timesIn: timesIn(now) })}
            </Text>
            {studentId !== undefined && (
              <Group gap="xs">
                <Text size="sm">{t('oneStudent')}</Text>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() =>
                    void navigate({ search: (prev) => ({ ...(prev.classId !== undefined ? { classId: prev.classId } : {}) }) })
                  }
                >
                  {t('allStudents')}
                </Button>
              </Group>
            )}
            {list.length === 0 ? (
              <Center py="xl">
                <Text c="gray.7">{t('noClasses')}</Text>
              </Center>
            ) : (
              <Accordion
                variant="separated"
                value={open ? String(open.id) : null}
                onChange={(value) =>
                  void navigate({
                    search: (prev) => ({
                      ...(value === null ? {} : { classId: Number(value) }),
                      ...(prev.studentId !== undefined ? { studentId: prev.studentId } : {}),
                    }),
                  })
                }
              >
                {list.map((cls) => {
                  const progress = classProgress(cls.items, cls.students);
                  return (
                    <Accordion.Item key={cls.id} value={String(cls.id)}>
                      <Accordion.Control>
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <div style={{ minWidth: 0 }}>
                            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                              {classTitle(cls.title)}
                            </Text>
                            <Text size="xs" c="gray.7">
                              {teacherDateTime(cls.startAt, zone)} · {cls.students.map((s) => s.name).join(', ')}
                            </Text>
                          </div>
                          {cls.items.length === 0 ? (
                            <Badge color="gray" variant="light" c="dark.6">
                              {t('noItemsShort')}
                            </Badge>
                          ) : (
                            <Badge
                              color={ratio(progress) >= 0.8 ? 'teal' : ratio(progress) >= 0.4 ? 'yellow' : 'red'}
                              variant="light"
                              c="dark.6"
                            >
                              {t('classDone', { percent: Math.round(ratio(progress) * 100) })}
                            </Badge>
                          )}
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        {open?.id === cls.id && <PracticeClassPanel cls={cls} studentId={studentId} zone={zone} />}
                      </Accordion.Panel>
                    </Accordion.Item>
                  );
                })}
              </Accordion>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
