import { ActionIcon, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { useDraft } from '@/lib/drafts/use-draft';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useAddMark } from '../api/add-mark';
import { useDeleteMark } from '../api/delete-mark';
import type { ReplayMark } from '@/entities/histories/model/history';
import { formatMediaTime, MAX_NOTE_CHARS, pinTime } from '@/entities/histories/model/marks';
import { ACCENT, MUTED } from './colors';
import { InlineFailure } from './inline-failure';
import type { PlayerBridge } from '@/lib/media/player-bridge';
import { useDraftText } from './use-draft-text';

interface MarksPanelProps {
  classId: number;
  marks: ReplayMark[];
  bridge: PlayerBridge;
}

/** Timestamped notes: pin a note to the player's current moment; a note takes the player back there. */
export function MarksPanel({ classId, marks, bridge }: MarksPanelProps) {
  const { t } = useTranslation('replay');
  return (
    <section aria-labelledby="replay-marks">
      <Title order={3} size="h5" id="replay-marks" mb={6}>
        {t('marks.title')}
      </Title>
      <Stack gap="xs">
        <PinForm classId={classId} bridge={bridge} />
        {marks.length === 0 ? (
          <Text size="sm" c={MUTED}>
            {t('marks.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {marks.map((mark) => (
              <MarkLine key={mark.id} classId={classId} mark={mark} bridge={bridge} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function PinForm({ classId, bridge }: { classId: number; bridge: PlayerBridge }) {
  const draft = useDraft<string>(`replay-mark:${classId}`);
  if (!draft.loaded) return <PendingScreen />;
  return <PinFormFields classId={classId} bridge={bridge} initial={draft.restored ?? ''} save={draft.save} clear={draft.clear} />;
}

interface PinFormFieldsProps {
  classId: number;
  bridge: PlayerBridge;
  initial: string;
  save: (note: string) => void;
  clear: () => void;
}

function PinFormFields({ classId, bridge, initial, save, clear }: PinFormFieldsProps) {
  const { t } = useTranslation('replay');
  const [note, setNote] = useDraftText(initial, save);
  // Whole seconds: the label changes once a second, not on every timeupdate.
  const second = useSyncExternalStore(bridge.subscribe, () => Math.floor(bridge.currentTime()));
  const ready = useSyncExternalStore(bridge.subscribe, bridge.isReady);
  const add = useAddMark();
  const [busy, run] = useSingleFlight();
  const trimmed = note.trim();
  const tooLong = trimmed.length > MAX_NOTE_CHARS;

  const submit = () => {
    if (trimmed === '' || tooLong || !ready) return;
    const atSeconds = pinTime(bridge.currentTime());
    void run(async () => {
      await add.mutateAsync({ id: classId, atSeconds, note: trimmed });
      setNote('');
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
        <TextInput
          label={t('marks.note')}
          placeholder={t('marks.placeholder')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={tooLong ? t('marks.tooLong', { max: MAX_NOTE_CHARS }) : undefined}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" color={ACCENT} loading={busy} disabled={!ready || trimmed === '' || tooLong}>
          {t('marks.pinAt', { time: formatMediaTime(second) })}
        </Button>
      </Group>
      {add.isError && !busy && (
        <Stack mt="xs">
          <InlineFailure error={add.error} onRetry={submit} />
        </Stack>
      )}
    </form>
  );
}

function MarkLine({ classId, mark, bridge }: { classId: number; mark: ReplayMark; bridge: PlayerBridge }) {
  const { t } = useTranslation('replay');
  const remove = useDeleteMark();
  const [busy, run] = useSingleFlight();
  const time = formatMediaTime(mark.atSeconds);
  const removeMark = () => void run(() => remove.mutateAsync({ id: classId, markId: mark.id }));
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={() => bridge.seekAndPlay(mark.atSeconds)}
          aria-label={t('marks.goTo', { time, note: mark.note })}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={700} c={ACCENT} ff="monospace" style={{ flexShrink: 0 }}>
              {time}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {mark.note}
            </Text>
          </Group>
        </UnstyledButton>
        <ActionIcon variant="subtle" color="red.9" size="sm" loading={busy} onClick={removeMark} aria-label={t('marks.delete', { time })}>
          ×
        </ActionIcon>
      </Group>
      {remove.isError && !busy && <InlineFailure error={remove.error} onRetry={removeMark} />}
    </li>
  );
}
