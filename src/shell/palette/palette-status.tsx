import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { errorText } from '@/components/error-message';
import { entryCount, type PaletteGroup } from './model/palette-groups';
import type { usePaletteData } from './use-palette-data';

interface PaletteStatusProps {
  data: ReturnType<typeof usePaletteData>;
  query: string;
  groups: readonly PaletteGroup[];
}

/**
 * Below the list: what is loading, what failed (with Try again), what to type, how many more match.
 * The same, after the number of results, is said by a polite live region after every key.
 */
export function PaletteStatus({ data, query, groups }: PaletteStatusProps) {
  const { t } = useTranslation('palette');
  const typed = query.trim() !== '';
  const notes: string[] = [];
  if (data.isAdmin && !data.teachers.isError) {
    if (!typed) notes.push(t('typeForTeachers'));
    else if (data.teachers.isPending) notes.push(t('loadingTeachers'));
  }
  if (typed && data.students.isPending) notes.push(t('loadingStudents'));
  if (data.rooms.isPending) notes.push(t('loadingClasses'));
  for (const group of groups)
    if (group.more > 0) notes.push(`${t(`groups.${group.key}`)}${t('common:colon')}${t('more', { count: group.more })}`);
  const count = entryCount(groups);
  const loading = (typed && ((data.isAdmin && data.teachers.isPending) || data.students.isPending)) || data.rooms.isPending;
  if (count === 0 && typed && !loading) notes.push(t('nothingFound'));

  const failures = [
    data.isAdmin && data.teachers.isError ? { title: t('teachersFailed'), error: data.teachers.error, retry: data.teachers.refetch } : null,
    data.students.isError ? { title: t('studentsFailed'), error: data.students.error, retry: data.students.refetch } : null,
    data.rooms.isError ? { title: t('classesFailed'), error: data.rooms.error, retry: data.rooms.refetch } : null,
  ].filter((failure) => failure !== null);

  const announcement = [t('results', { count }), ...failures.map((f) => `${f.title} ${errorText(f.error, t)}`), ...notes].join(' ');
  return (
    <>
      {notes.map((note) => (
        <Text key={note} size="sm" c="dimmed" px="md" py={6}>
          {note}
        </Text>
      ))}
      {failures.map((failure) => (
        <ErrorState key={failure.title} title={failure.title} error={failure.error} onRetry={() => void failure.retry()} />
      ))}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
    </>
  );
}
