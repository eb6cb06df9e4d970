import { Avatar, Badge, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterNavLink } from '@/components/router-nav-link';
import type { Conversation } from '../model/conversations';

/** The conversations, latest activity first, each with its unread count. */
export function ConversationList({ conversations, selectedId }: { conversations: Conversation[]; selectedId: string | null }) {
  const { t } = useTranslation('chat');
  return (
    <nav aria-label={t('conversations')}>
      {conversations.map((c) => {
        const preview = c.lastMessage
          ? c.lastMessage.system
            ? t('joined', { name: c.lastMessage.author.name })
            : c.lastMessage.text
          : t(`type.${c.type}`);
        return (
          <RouterNavLink
            key={c.id}
            to="/chat"
            search={{ room: c.id }}
            active={c.id === selectedId}
            aria-current={c.id === selectedId ? 'page' : undefined}
            leftSection={<Avatar size="sm" color="teal" name={c.type === 'c' ? '#' : c.name} alt="" />}
            label={
              <Text size="sm" fw={c.unread > 0 ? 700 : 500} truncate>
                {c.name}
              </Text>
            }
            description={
              <Text size="xs" c="dimmed" truncate data-authored={c.lastMessage && !c.lastMessage.system ? '' : undefined}>
                {preview}
              </Text>
            }
            rightSection={
              c.unread > 0 ? (
                <>
                  <Badge size="sm" circle={c.unread < 10} aria-hidden>
                    {c.unread}
                  </Badge>
                  <VisuallyHidden>{t('unread', { count: c.unread })}</VisuallyHidden>
                </>
              ) : null
            }
          />
        );
      })}
    </nav>
  );
}
