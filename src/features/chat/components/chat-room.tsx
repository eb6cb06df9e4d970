import { Alert, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { useMarkRead } from '../api/mark-read';
import { useRoomMessages } from '../api/messages';
import type { Conversation } from '../model/conversations';
import { hasUnseenMessage } from '../model/messages';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { tryAgain } from '@/components/try-again';

interface ChatRoomProps {
  userId: string;
  conversation: Conversation;
  onBack: () => void;
}

/** One open conversation: its history (paged backwards), what arrives while open, the composer. */
export function ChatRoom({ userId, conversation, onBack }: ChatRoomProps) {
  const { t } = useTranslation('chat');
  const { query, older, newer } = useRoomMessages(userId, conversation);
  const markRead = useMarkRead(userId);
  const state = query.data;

  // The polled list knows a newer last message: fetch what came in since the newest loaded one.
  // Once per last message: a failure is offered for a retry below instead of a request loop.
  const lastId = conversation.lastMessage?.id ?? null;
  const unseen = state ? hasUnseenMessage(state, conversation.lastMessage) : false;
  const fetchedFor = useRef<string | null>(null);
  const fetchNewer = newer.mutate;
  useEffect(() => {
    if (!unseen || fetchedFor.current === lastId) return;
    fetchedFor.current = lastId;
    fetchNewer();
  }, [unseen, lastId, fetchNewer]);

  // Open and loaded means read (once per last message, like above).
  const readFor = useRef<string | null>(null);
  const loaded = state !== undefined;
  const markAsRead = markRead.mutate;
  useEffect(() => {
    const mark = `${conversation.id}:${lastId}`;
    if (!loaded || conversation.unread === 0 || readFor.current === mark) return;
    readFor.current = mark;
    markAsRead(conversation.id);
  }, [loaded, conversation.unread, conversation.id, lastId, markAsRead]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      component="section"
      aria-labelledby="chat-room-title"
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="chat-room-title" style={{ overflowWrap: 'anywhere' }}>
            {conversation.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`type.${conversation.type}`)}
          </Text>
        </div>
        <CloseButton hiddenFrom="sm" aria-label={t('back')} onClick={onBack} />
      </Group>
      {state ? (
        <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
          <MessageList
            userId={userId}
            name={conversation.name}
            state={state}
            olderPending={older.isPending}
            onLoadOlder={() => older.mutate()}
            olderError={older.error}
          />
          {conversation.readOnly ? (
            <Alert color="gray" p="xs">
              {t('readOnly')}
            </Alert>
          ) : (
            <MessageComposer key={conversation.id} userId={userId} roomId={conversation.id} />
          )}
        </Stack>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PendingScreen />
      )}
      {newer.isError && !newer.isPending && (
        <Alert color="orange" role="alert" p="xs" mt="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('newerFailed')}</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => tryAgain(() => newer.mutate())}>
              {t('errors:tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
