import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { ApiError } from '@/lib/http/api-error';
import { useSessionStore } from '@/lib/session/session-store';
import { useConversations } from '../api/conversations';
import { ChatRoom } from './chat-room';
import { ConversationList } from './conversation-list';
import { tryAgain } from '@/components/try-again';

const route = getRouteApi('/_shell/chat');

/** Without chat credentials (none in the login answer) the chat cannot be entered. */
const NO_CREDENTIALS = new ApiError('unauthorized', 401, 'No chat credentials in the session');

export function ChatScreen() {
  const { t } = useTranslation('chat');
  const userId = useSessionStore((s) => s.session?.chat?.userId ?? null);
  const signedIn = useSessionStore((s) => s.session !== null);
  // Signing out: the shell is on its way to /login; no chat error for a moment.
  if (!signedIn) return null;
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {userId ? (
        // Keyed by the chat identity: nothing of one user's chat survives into another's.
        <ChatWorkspace key={userId} userId={userId} />
      ) : (
        // Trying again reloads the stored session (another tab may have signed in again).
        <ErrorState title={t('errors:chatError')} error={NO_CREDENTIALS} onRetry={() => window.location.reload()} />
      )}
    </Stack>
  );
}

function ChatWorkspace({ userId }: { userId: string }) {
  const { t } = useTranslation('chat');
  const { room: roomId } = route.useSearch();
  const navigate = route.useNavigate();
  const actingAs = useSessionStore((s) => s.session?.actingAs?.name ?? null);
  const ownName = useSessionStore((s) => s.session?.displayName ?? '');
  const conversations = useConversations(userId);

  if (!conversations.data) {
    if (conversations.isError)
      return <ErrorState title={t('errors:chatError')} error={conversations.error} onRetry={() => void conversations.refetch()} />;
    return <PendingScreen />;
  }
  const selected = conversations.data.find((c) => c.id === roomId) ?? null;

  return (
    <Stack gap="sm">
      {actingAs && (
        <Text size="sm" c="dimmed">
          {t('ownAccount', { name: ownName, teacher: actingAs })}
        </Text>
      )}
      {conversations.isError && (
        <Alert color="orange" role="alert" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('connectionLost', { reason: errorText(conversations.error, t) })}</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => tryAgain(conversations.refetch)}>
              {t('errors:tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', height: 'calc(100dvh - 170px)', minHeight: 420 }}>
        <Box
          w={{ base: '100%', sm: 280 }}
          display={{ base: selected ? 'none' : 'block', sm: 'block' }}
          style={{ flexShrink: 0, overflowY: 'auto' }}
        >
          <ConversationList conversations={conversations.data} selectedId={selected?.id ?? null} />
        </Box>
        <Box display={{ base: selected ? 'flex' : 'none', sm: 'flex' }} style={{ flex: 1, minWidth: 0, flexDirection: 'column' }}>
          {selected ? (
            <ChatRoom key={selected.id} userId={userId} conversation={selected} onBack={() => void navigate({ search: {} })} />
          ) : (
            <Text c="dimmed" m="auto" ta="center">
              {conversations.data.length === 0 ? t('noConversations') : t('pickConversation')}
            </Text>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
