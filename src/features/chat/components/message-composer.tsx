import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { PendingScreen } from '@/components/pending-screen';
import { useDraft } from '@/lib/drafts/use-draft';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useSendMessage } from '../api/send-message';
import { newMessageId } from '../model/messages';

/** Rocket.Chat's default Message_MaxAllowedSize. */
export const MAX_MESSAGE_LENGTH = 5000;

interface ComposerProps {
  userId: string;
  roomId: string;
}

/** The draft of each conversation survives a reload; the form appears once it is read. */
export function MessageComposer({ userId, roomId }: ComposerProps) {
  const draft = useDraft<string>(`chat:${roomId}`);
  if (!draft.loaded) return <PendingScreen />;
  return <ComposerForm userId={userId} roomId={roomId} initial={draft.restored ?? ''} save={draft.save} clear={draft.clear} />;
}

function ComposerForm({
  userId,
  roomId,
  initial,
  save,
  clear,
}: ComposerProps & { initial: string; save: (text: string) => void; clear: () => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initial);
  const send = useSendMessage(userId);
  // One id per text: a retry of the same text re-sends the same id, which the server will not post twice.
  const outgoing = useRef<{ text: string; id: string } | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_MESSAGE_LENGTH;

  const [, run] = useSingleFlight();

  const submit = () => {
    if (trimmed === '' || tooLong) return;
    void run(async (unmounted) => {
      if (outgoing.current?.text !== trimmed) outgoing.current = { text: trimmed, id: newMessageId() };
      await send.mutateAsync({ id: outgoing.current.id, roomId, text: trimmed });
      // Only while this conversation is open; a failure stays on `send` for the alert below.
      if (unmounted.aborted) return;
      outgoing.current = null;
      setText('');
      clear();
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label={t('message')}
          placeholder={t('messagePlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            save(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; Enter that confirms an IME candidate is not a send.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1, minWidth: 0 }}
          error={tooLong ? t('tooLong', { max: MAX_MESSAGE_LENGTH, count: trimmed.length }) : undefined}
        />
        <Button type="submit" loading={send.isPending} disabled={trimmed === '' || tooLong}>
          {t('send')}
        </Button>
      </Group>
      {send.isError && !send.isPending && (
        <Alert color="red" role="alert" p="xs" mt="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('sendFailed')} {errorText(send.error, t)}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={submit}>
              {t('errors:tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
    </form>
  );
}
