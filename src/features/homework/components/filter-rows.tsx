import {
  ActionIcon,
  Button,
  type ComboboxItem,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bankChoiceCounts, withoutEmptyChoices } from '../model/bank-choices';
import {
  changeFilterRow,
  emptyFilterRow,
  type FilterRow,
  filterProblems,
  MAX_FILTER_ROWS,
  type QuestionCatalog,
  questionLimit,
} from '../model/question-filter';

interface FilterRowsProps {
  rows: FilterRow[];
  catalog: QuestionCatalog;
  onChange: (rows: FilterRow[]) => void;
  /** After a submit attempt every problem shows; before it, an untouched row is not yet wrong. */
  submitted: boolean;
  error?: string | undefined;
}

/** Online exercise: rows of level -> subject -> topic, number of questions, required or optional. */
export function FilterRows({ rows, catalog, onChange, submitted, error }: FilterRowsProps) {
  const { t } = useTranslation('homework');
  const problems = new Map(filterProblems(rows, catalog.banks).map(({ index, problem }) => [index, problem]));
  const levels = catalog.levels.map((l) => ({ value: String(l.id), label: t('levelName', { n: l.id }) }));
  const subjects = catalog.subjects.map((s) => ({ value: s.id, label: t(`subjects.${s.id}`, { defaultValue: s.name }) }));

  const update = <K extends keyof FilterRow>(index: number, field: K, value: FilterRow[K]) =>
    onChange(rows.map((row, i) => (i === index ? withoutEmptyChoices(catalog.banks, changeFilterRow(row, field, value)) : row)));
  const toId = (value: string | null) => (value === null ? null : Number(value));
  /** Each choice says how many banks it leaves; one that leaves none says so and cannot be chosen. */
  const counted = (options: ComboboxItem[], counts: ReadonlyMap<string | number, number>) => {
    const count = (value: string) => counts.get(value) ?? counts.get(Number(value)) ?? 0;
    return {
      data: options.map((option) => ({ ...option, disabled: count(option.value) === 0 })),
      renderOption: ({ option }: { option: ComboboxItem }) => {
        const n = count(option.value);
        return n === 0 ? t('choiceWithoutBank', { label: option.label }) : t('choiceWithBanks', { label: option.label, count: n });
      },
    };
  };

  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="sm" component="h2" m={0}>
          {t('filters')}
        </Text>
        <Text size="xs" c="gray.7">
          {t('filtersHint')}
        </Text>
      </div>
      {rows.map((row, index) => {
        const n = index + 1;
        const limit = questionLimit(catalog.banks, row);
        const problem = problems.get(index);
        const shown = problem && (submitted || problem !== 'LEVEL_REQUIRED') ? t(`problems.${problem}`) : null;
        const topics = catalog.topics
          .filter((topic) => topic.levelId === row.levelId)
          .map((topic) => ({ value: String(topic.id), label: topic.name }));
        const counts = bankChoiceCounts(catalog.banks, row);
        return (
          <Fieldset
            key={index}
            legend={t('filter', { n })}
            p="sm"
            variant="filled"
            aria-describedby={shown ? `filter-problem-${n}` : undefined}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <Select
                size="sm"
                label={t('level')}
                {...counted(levels, counts.levels)}
                value={row.levelId === null ? null : String(row.levelId)}
                onChange={(v) => update(index, 'levelId', toId(v))}
                clearable
              />
              <Select
                size="sm"
                label={t('subject')}
                placeholder={t('anySubject')}
                {...counted(subjects, counts.subjects)}
                value={row.subjectId}
                onChange={(v) => update(index, 'subjectId', v)}
                disabled={row.levelId === null}
                clearable
              />
              <Select
                size="sm"
                label={t('topic')}
                placeholder={t('anyTopic')}
                {...counted(topics, counts.topics)}
                value={row.topicId === null ? null : String(row.topicId)}
                onChange={(v) => update(index, 'topicId', toId(v))}
                disabled={row.subjectId === null}
                clearable
                searchable
              />
            </SimpleGrid>
            <Group mt="xs" gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                size="sm"
                w={180}
                label={t('questionCount')}
                description={row.levelId === null ? undefined : t('available', { count: limit })}
                // Mantine's dimmed description is under 4.5:1 on white.
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                min={1}
                max={Math.max(1, limit)}
                allowDecimal={false}
                allowNegative={false}
                value={row.count ?? ''}
                onChange={(v) => update(index, 'count', typeof v === 'number' ? v : null)}
              />
              <SegmentedControl
                size="sm"
                aria-label={t('requiredOrOptional')}
                value={row.required ? 'required' : 'optional'}
                onChange={(v) => update(index, 'required', v === 'required')}
                data={[
                  { value: 'required', label: t('required') },
                  { value: 'optional', label: t('optional') },
                ]}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('removeFilter', { n })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            {shown && (
              <Text id={`filter-problem-${n}`} size="sm" c="red.9" mt="xs" role="alert">
                {shown}
              </Text>
            )}
          </Fieldset>
        );
      })}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...rows, emptyFilterRow()])} disabled={rows.length >= MAX_FILTER_ROWS}>
          {t('addFilter')}
        </Button>
      </Group>
    </Stack>
  );
}
