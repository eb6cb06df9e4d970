import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { PendingScreen } from '@/components/pending-screen';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import type { WeekToolsProps } from './time-off-form';
import { dialogProps } from './dialog-props';

// Loaded on use, as the add-slot form is: the week's first load carries neither dialog.
const CopyWeekSource = lazyPart(() => import('./copy-week-source').then((m) => ({ default: m.CopyWeekSource })));
const TimeOffForm = lazyPart(() => import('./time-off-form').then((m) => ({ default: m.TimeOffForm })));

/** Issue 41: this week as next week's template, and time off in one step. */
export function WeekTools(props: WeekToolsProps) {
  const { t } = useTranslation('booking');
  const phone = useMediaMatch('(max-width: 36em)');
  const [open, setOpen] = useState<'copy' | 'off' | null>(null);
  const close = () => setOpen(null);
  const { limits, zone, courseOf } = props;
  return (
    <>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => setOpen('copy')}>
          {t('weekTools.copy')}
        </Button>
        <Button variant="light" size="xs" onClick={() => setOpen('off')}>
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
          {open === 'copy' && <CopyWeekSource limits={limits} zone={zone} courseOf={courseOf} onClose={close} />}
          {open === 'off' && <TimeOffForm {...props} onClose={close} />}
        </OnDemandPart>
      </Modal>
    </>
  );
}
