import { Box, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimesInZone } from '@/components/zone-label';
import { useNow } from '@/lib/hooks/use-now';
import { QueryState } from '@/components/query-state';
import { useStudents } from '../api/list-students';
import { searchStudents } from '@/entities/students/model/students';
import { StudentDetailPanel } from './student-detail';
import { StudentList } from './student-list';

const route = getRouteApi('/_shell/wdxs');

/** My students: search the list, open one to see their classes, homework and evaluations. */
export function StudentsScreen() {
  const { t } = useTranslation('students');
  const { q = '', studentId } = route.useSearch();
  const navigate = route.useNavigate();
  const students = useStudents();
  const now = useNow(60_000);
  // Typing stays local and instant; the URL follows (replace: no history entry per key).
  const [query, setQuery] = useState(q);
  const found = useMemo(() => searchStudents(students.data ?? [], query), [students.data, query]);

  return (
    <QueryState query={students}>
      {(list) => {
        return (
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }} display={{ base: studentId ? 'none' : 'block', md: 'block' }}>
                <Stack gap="xs">
                  <TextInput
                    type="search"
                    label={t('search')}
                    placeholder={t('searchPlaceholder')}
                    value={query}
                    onChange={(event) => {
                      const next = event.currentTarget.value;
                      setQuery(next);
                      void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true });
                    }}
                  />
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('count', { count: found.length })}
                  </Text>
                  {/* Each student's "Next class" is a time: named once for the list. */}
                  <TimesInZone at={now} size="xs" mt={-8} />
                  {/* On wide screens the list scrolls on its own, so the open student stays in view. */}
                  <Box mah={{ md: 'calc(100dvh - 250px)' }} style={{ overflowY: 'auto' }}>
                    <StudentList
                      students={found}
                      selectedId={studentId ?? null}
                      empty={list.length === 0 ? t('noStudents') : t('noMatch')}
                    />
                  </Box>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                {studentId ? (
                  <StudentDetailPanel
                    key={studentId}
                    studentId={studentId}
                    onBack={() => void navigate({ search: (prev) => ({ ...prev, studentId: undefined }) })}
                  />
                ) : (
                  <Box visibleFrom="md" py="xl">
                    <Text c="dimmed" ta="center">
                      {t('pickStudent')}
                    </Text>
                  </Box>
                )}
              </Grid.Col>
            </Grid>
          </Stack>
        );
      }}
    </QueryState>
  );
}
