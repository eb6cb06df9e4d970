import './week-tools-words';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canTryAgain, type SlotOutcome } from '../model/copy-batch';
import { KeepDates } from './keep-dates';

interface BatchResultProps {
  /** What each line is ("Thu 2026-03-12 09:00–10:00 · Course"). */
  lines: { key: string | number; label: string; outcome: SlotOutcome }[];
  /** Copy opens slots, time off closes them. */
  verb: 'open' | 'close';
  /** Offered only while a slot the host never answered is left: a refusal would come again (copy-batch.ts `canTryAgain`). */
  onTryAgain: () => void;
  onDone: () => void;
}

/** A sent batch, slot by slot, once the week was read again: opened or closed, refused and why, or not done. */
export function BatchResult({ lines, verb, onTryAgain, onDone }: BatchResultProps) {
  const { t } = useTranslation('booking');
  const count = (kind: SlotOutcome['kind']) => lines.filter((l) => l.outcome.kind === kind).length;
  const summary = { refused: count('refused'), notDone: count('notOpened') + count('unknown') };
  const left = lines.filter((l) => canTryAgain(l.outcome)).length;
  const said = (o: SlotOutcome) =>
    o.kind === 'opened'
      ? t(verb === 'open' ? 'weekTools:result.opened' : 'weekTools:result.closed')
      : o.kind === 'refused'
        ? t(o.key)
        : o.kind === 'unknown'
          ? t('weekTools:result.unknown')
          : t(verb === 'open' ? 'weekTools:result.notOpened' : 'weekTools:result.notClosed');
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} role="status">
          {verb === 'open'
            ? t('weekTools:result.summaryCopy', { opened: count('opened'), ...summary })
            : t('weekTools:result.summaryOff', { closed: count('opened'), ...summary })}
        </Text>
        {/* A slot still unknown means the week could not be read again: then it is not said to be read. */}
        {count('unknown') === 0 && (
          <Text size="xs" c="dimmed">
            {t('weekTools:result.title')}
          </Text>
        )}
        <List listStyleType="none" spacing={4} aria-label={t('weekTools:result.title')}>
          {lines.map((line) => (
            <List.Item key={line.key}>
              <Text size="sm">
                <KeepDates text={line.label} />
                {t('common:colon')}
                <Text span size="sm" fw={500} c={line.outcome.kind === 'opened' ? 'teal.8' : 'red.8'}>
                  {said(line.outcome)}
                </Text>
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      {/* Time off is not done while students can still book its hours (issue 47.2). */}
      {verb === 'close' && left > 0 && (
        <Text size="sm" fw={500} c="red.8">
          {t('weekTools:result.stillBookable', { count: left })}
        </Text>
      )}
      <Group justify="flex-end">
        {left > 0 && (
          <Button variant="default" onClick={onTryAgain}>
            {t('errors:tryAgain')}
          </Button>
        )}
        <Button onClick={onDone}>{t('weekTools:result.done')}</Button>
      </Group>
    </Stack>
  );
}
