import { Alert, Box, Button, Center, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { useZoneLabels } from '@/components/zone-label';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import { type ChatMessage, groupByDay, type MessagesState } from '../model/messages';
import { tryAgain } from '@/components/try-again';

interface MessageListProps {
  userId: string;
  name: string;
  state: MessagesState;
  olderPending: boolean;
  olderError: unknown;
  onLoadOlder: () => void;
}

/** Within this many pixels of the end, new messages keep the view at the end. */
const STICK_PX = 80;

/** The history, by day of the teacher's calendar; the view follows new messages unless the reader scrolled up. */
export function MessageList({ userId, name, state, olderPending, olderError, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation('chat');
  const zone = useTeacherZone();
  const zoneLabels = useZoneLabels();
  const days = useMemo(() => groupByDay(state.messages, (at) => formatTeacherDate(at, zone)), [state.messages, zone]);
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shown = useRef({ first: '', last: '', height: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = state.messages[0]?.id ?? '';
    const lastMessage = state.messages.at(-1);
    const last = lastMessage?.id ?? '';
    const before = shown.current;
    if (last !== before.last) {
      if (before.last === '' || atEnd.current || lastMessage?.author.id === userId) el.scrollTop = el.scrollHeight;
    } else if (first !== before.first) {
      // Older messages went in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - before.height;
    }
    shown.current = { first, last, height: el.scrollHeight };
  }, [state.messages, userId]);

  return (
    <Box
      ref={box}
      role="log"
      aria-label={t('messagesOf', { name })}
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none' }}
      px={4}
    >
      <Center py={4}>
        {state.hasOlder ? (
          <Button size="xs" variant="subtle" loading={olderPending} onClick={onLoadOlder}>
            {t('loadOlder')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('startOfConversation')}
          </Text>
        )}
      </Center>
      {olderError !== null && !olderPending && (
        <Alert color="red" role="alert" p="xs" mb="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorText(olderError, t)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => tryAgain(onLoadOlder)}>
              {t('errors:tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      {days.map((day) => (
        <Stack key={day.day} gap={6} mb="sm">
          {/* The times below are the teacher's: the day says whose clock, once. */}
          <Divider label={`${day.day} · ${zoneLabels.teacher(new Date(day.messages[0]!.at))}`} labelPosition="center" />
          {day.messages.map((message) => (
            <MessageRow key={message.id} message={message} own={message.author.id === userId} time={formatTeacherTime(message.at, zone)} />
          ))}
        </Stack>
      ))}
    </Box>
  );
}

function MessageRow({ message, own, time }: { message: ChatMessage; own: boolean; time: string }) {
  const { t } = useTranslation('chat');
  if (message.system === 'joined') {
    return (
      <Text size="xs" c="dimmed" ta="center">
        {t('joined', { name: message.author.name })} · {time}
      </Text>
    );
  }
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} wrap="nowrap">
      <Paper radius="md" px="sm" py={6} maw="85%" bg={own ? 'teal.0' : 'gray.0'} withBorder>
        <Text size="xs" c="dimmed">
          {own ? t('you') : message.author.name} · {time}
        </Text>
        {/* Written by a person, shown as written (data-authored): a time in it is theirs, not the portal's. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-authored="">
          {message.text}
        </Text>
      </Paper>
    </Group>
  );
}
