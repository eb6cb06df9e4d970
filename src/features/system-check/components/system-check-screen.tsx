import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summarize, type Verdict } from '../model/checks';
import { BrowserCheck, browserCheckVerdict, readBrowserFeatures } from './browser-check';
import { CameraCheck } from './camera-check';
import { MicrophoneCheck } from './microphone-check';
import { type HostProbe, NetworkCheck } from './network-check';
import { SpeakerCheck } from './speaker-check';

type CheckName = 'camera' | 'microphone' | 'speaker' | 'network';

/** System test (header menu): what a teacher checks before class, each with pass/fail and advice. */
export function SystemCheckScreen({ probe }: { probe: HostProbe }) {
  const { t } = useTranslation('system-check');
  const features = useMemo(() => readBrowserFeatures(), []);
  const [verdicts, setVerdicts] = useState<Record<CheckName, Verdict>>({
    camera: 'untested',
    microphone: 'untested',
    speaker: 'untested',
    network: 'untested',
  });
  const setter = useCallback(
    (name: CheckName) => (verdict: Verdict) => setVerdicts((v) => (v[name] === verdict ? v : { ...v, [name]: verdict })),
    [],
  );
  const onCamera = useMemo(() => setter('camera'), [setter]);
  const onMicrophone = useMemo(() => setter('microphone'), [setter]);
  const onSpeaker = useMemo(() => setter('speaker'), [setter]);
  const onNetwork = useMemo(() => setter('network'), [setter]);
  const summary = summarize([browserCheckVerdict(features), ...Object.values(verdicts)]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <Alert color={summary.failed > 0 ? 'red' : summary.passed === summary.total ? 'teal' : 'blue'} role="status" p="xs">
        {t('summary', { passed: summary.passed, failed: summary.failed, total: summary.total })}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BrowserCheck features={features} />
        <NetworkCheck probe={probe} onVerdict={onNetwork} />
        <CameraCheck onVerdict={onCamera} />
        <MicrophoneCheck onVerdict={onMicrophone} />
        <SpeakerCheck onVerdict={onSpeaker} />
      </SimpleGrid>
    </Stack>
  );
}
