import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { PendingScreen } from '@/components/pending-screen';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import { dialogProps } from './dialog-props';
import { dismissWeekBatch, type WeekBatchKind, weekBatchSending } from './use-week-batch';
import type { WeekToolsProps } from './week-tools-props';

// Loaded on use, as the add-slot form is: the week's first load carries neither dialog.
const CopyWeekSource = lazyPart(() => import('./copy-week-source').then((m) => ({ default: m.CopyWeekSource })));
const TimeOffForm = lazyPart(() => import('./time-off-form').then((m) => ({ default: m.TimeOffForm })));

/** Issue 41: this week as next week's template, and time off in one step. */
export function WeekTools(props: WeekToolsProps) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const phone = useMediaMatch('(max-width: 36em)');
  const [open, setOpen] = useState<WeekBatchKind | null>(null);
  // The batch on its way when the dialog was asked to close: said for that one only, not for a later Try again.
  const [held, setHeld] = useState<number | null>(null);
  const show = (kind: WeekBatchKind) => {
    setHeld(null);
    setOpen(kind);
  };
  const close = () => {
    if (!open) return;
    // Issue 47.3: Esc, X or a click outside never hide a batch on its way: the dialog stays and says so.
    const sending = weekBatchSending(queryClient, open);
    if (sending !== null) return setHeld(sending);
    dismissWeekBatch(queryClient, open); // its result was seen
    setOpen(null);
  };
  const { limits, zone, courseOf } = props;
  return (
    <>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => show('copy')}>
          {t('weekTools.copy')}
        </Button>
        <Button variant="light" size="xs" onClick={() => show('off')}>
          {t('weekTools.timeOff')}
        </Button>
      </Group>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open === 'off' ? t('weekTools.timeOff') : t('weekTools.copy')}
        size="lg"
        fullScreen={phone}
        {...dialogProps(t)}
      >
        <OnDemandPart fallback={<PendingScreen />} failed={<Text size="sm">{t('errors:codeNotLoaded')}</Text>}>
          {open === 'copy' && <CopyWeekSource limits={limits} zone={zone} courseOf={courseOf} onClose={close} held={held} />}
          {open === 'off' && <TimeOffForm {...props} onClose={close} held={held} />}
        </OnDemandPart>
      </Modal>
    </>
  );
}
