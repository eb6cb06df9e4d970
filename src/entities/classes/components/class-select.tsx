import { Box, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type PastClass, teacherDateTime } from '@/entities/classes/model/past-class';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useClassTitle } from './class-title';
import { useZoneLabels } from '@/components/zone-label';

interface ClassSelectProps {
  label: string;
  classes: readonly Pick<PastClass, 'id' | 'title' | 'startAt'>[];
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  clearable?: boolean;
}

/** Picks one of the teacher's past classes: date and time in teacher time (named below the label), then the title. */
export function ClassSelect({ label, classes, value, onChange, placeholder, clearable = false }: ClassSelectProps) {
  const zone = useTeacherZone();
  const { timesIn } = useZoneLabels();
  const now = useNow(3_600_000);
  const classTitle = useClassTitle();
  const data = useMemo(
    () =>
      classes.map((cls) => ({
        value: String(cls.id),
        label: `${teacherDateTime(cls.startAt, zone)} · ${classTitle(cls.title)}`,
      })),
    [classes, zone, classTitle],
  );
  const chosen = value === null ? undefined : data.find((option) => option.value === String(value));
  return (
    <Box>
      <Select
        size="sm"
        label={label}
        description={timesIn(now)}
        placeholder={placeholder}
        data={data}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(next === null ? null : Number(next))}
        clearable={clearable}
        searchable
        allowDeselect={clearable}
        nothingFoundMessage="—"
        comboboxProps={{ withinPortal: true }}
      />
      {/* An input is one line: on a phone it cuts the chosen class's title, so the whole line is repeated
          below it, wrapped. Screen readers have the input's full value already. */}
      {chosen && (
        <Text size="xs" c="gray.7" mt={4} hiddenFrom="sm" aria-hidden style={{ overflowWrap: 'anywhere' }}>
          {chosen.label}
        </Text>
      )}
    </Box>
  );
}
