import { Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from '../api/get-teacher-courses';
import { endsNextDay } from '../model/recurrence';
import { typedTime, type SlotFormValues } from '../model/slot-form';
import { DateField } from './date-field';
import { TimeField } from './time-field';

/** A field's props with its rule's message, in words. */
export type SlotField = (path: keyof SlotFormValues) => GetInputPropsReturnType;

interface SlotFieldsProps {
  field: SlotField;
  values: SlotFormValues;
  courses: TeacherCourse[];
  minDate: string;
  maxDate: string;
  /** The earliest start the 24 h rule allows, said under the date and times. */
  earliest: { date: string; time: string; zone: string };
  onDate: (date: string) => void;
}

/** Spec 3's fields of a slot: who may book it (email, course), when (date, start, end) and the notes. */
export function SlotFields({ field, values, courses, minDate, maxDate, earliest, onDate }: SlotFieldsProps) {
  const { t } = useTranslation('booking');
  const earliestId = useId();
  const nextDay = endsNextDay(typedTime(values.startTime), typedTime(values.endTime));
  return (
    <>
      <TextInput label={t('form.email')} type="email" autoComplete="email" withAsterisk {...field('email')} />
      <Select
        label={t('form.course')}
        placeholder={courses.length > 0 ? t('form.coursePlaceholder') : t('form.noCourses')}
        data={courses.map((course) => ({ value: String(course.id), label: course.name }))}
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...field('courseId')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DateField
          label={t('form.date')}
          min={minDate}
          max={maxDate}
          withAsterisk
          aria-describedby={earliestId}
          {...field('date')}
          value={values.date}
          onChange={onDate}
        />
        <TimeField
          label={t('form.startTime')}
          withAsterisk
          aria-describedby={earliestId}
          {...field('startTime')}
          value={values.startTime}
        />
        <TimeField
          label={t('form.endTime')}
          description={nextDay ? t('form.endsNextDay', { time: typedTime(values.endTime) }) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          {...field('endTime')}
          value={values.endTime}
        />
      </SimpleGrid>
      <Text id={earliestId} size="xs" c="dimmed" mt={-4}>
        {t('form.earliestHint', earliest)}
      </Text>
      <Textarea
        label={t('form.notes')}
        placeholder={t('form.notesPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        withAsterisk
        {...field('notes')}
      />
    </>
  );
}
