import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgressPoint } from '../model/progress';

interface ProgressTableProps {
  id: string;
  points: readonly ProgressPoint[];
  labels: readonly string[];
  skills: readonly string[];
  caption: string;
  /** Shown on screen: then it scrolls sideways on a phone, and its scroll box is a tab stop to do so. */
  shown: boolean;
}

// Positioned: the visually hidden "none" of an empty cell is absolute, and must scroll (and be clipped) with the table.
const SCROLL_BOX = { overflowX: 'auto', position: 'relative' } as const;

/** The chart's numbers, one row per class: what a screen reader reads instead of the drawing. */
export function ProgressTable({ id, points, labels, skills, caption, shown }: ProgressTableProps) {
  const { t } = useTranslation('students');
  const none = (
    <>
      <span aria-hidden>{t('progress.notMeasured')}</span>
      <VisuallyHidden>{t('progress.notMeasuredLabel')}</VisuallyHidden>
    </>
  );
  const value = (n: number | null, unit = '') => (n === null ? none : `${n}${unit}`);
  return (
    <div id={id} role="region" aria-label={caption} tabIndex={shown ? 0 : undefined} style={shown ? SCROLL_BOX : undefined}>
      <Table striped withTableBorder fz="xs" style={{ whiteSpace: 'nowrap' }}>
        {/* The card's heading says what this is on screen; the caption names the table for a screen reader. */}
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('progress.columns.class')}</Table.Th>
            <Table.Th scope="col">{t('progress.columns.evaluation')}</Table.Th>
            {skills.map((skill) => (
              <Table.Th key={skill} scope="col">
                {t(`skills.${skill}`, { defaultValue: skill })}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('progress.columns.practice')}</Table.Th>
            <Table.Th scope="col">{t('progress.columns.quiz')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p, i) => (
            <Table.Tr key={p.classId}>
              <Table.Th scope="row" fw={500} miw={160} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {labels[i]} {p.title}
              </Table.Th>
              <Table.Td>{value(p.evaluation)}</Table.Td>
              {skills.map((skill) => (
                <Table.Td key={skill}>{value(p.skills[skill] ?? null)}</Table.Td>
              ))}
              <Table.Td>{p.practice ? t('progress.practiceDone', { done: p.practice.done, total: p.practice.total }) : none}</Table.Td>
              <Table.Td>{value(p.quiz, '%')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
