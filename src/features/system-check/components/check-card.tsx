import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../model/checks';

// gray.7, not gray (shade 6, 3.3:1 on white): the untested badge's outline text must reach 4.5:1.
const COLOR: Record<Verdict, string> = { untested: 'gray.7', running: 'blue', pass: 'teal', warn: 'yellow', fail: 'red' };

interface CheckCardProps {
  id: string;
  title: string;
  verdict: Verdict;
  /** What the result means and, when it failed, what to do. */
  advice?: string | null;
  children?: ReactNode;
}

/** One check: its name, a clear pass/fail badge, what to do about it, and its own controls. */
export function CheckCard({ id, title, verdict, advice, children }: CheckCardProps) {
  const { t } = useTranslation('system-check');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {/* Announced when it changes: the result of a check the teacher started. */}
          <span aria-live="polite">
            <Badge color={COLOR[verdict]} variant={verdict === 'untested' ? 'outline' : 'filled'}>
              {t(`verdict.${verdict}`)}
            </Badge>
          </span>
        </Group>
        {advice && (
          <Text size="sm" c={verdict === 'fail' ? 'red.8' : undefined} role={verdict === 'fail' ? 'alert' : undefined}>
            {advice}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
