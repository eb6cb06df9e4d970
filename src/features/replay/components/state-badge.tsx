import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateKey } from '@/entities/histories/model/history';
import { MUTED } from './colors';

const COLORS: Record<ReturnType<typeof stateKey>, string> = {
  pending: MUTED,
  completed: 'teal.9',
  student_absent: 'grape.9',
  teacher_absent: 'red.9',
  technical_problem: 'indigo.9',
  unknown: MUTED,
};

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('replay');
  const key = stateKey(state);
  return (
    <Badge color={COLORS[key]} variant={key === 'pending' || key === 'unknown' ? 'outline' : 'filled'} style={{ flexShrink: 0 }}>
      {t(`state.${key}`)}
    </Badge>
  );
}
