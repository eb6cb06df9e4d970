import { Button, Group, Progress } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceProblem, deviceProblem, levelOf, microphoneVerdict, type Verdict } from '../model/checks';
import { CheckCard } from './check-card';

const SAMPLE_MS = 100;

interface Listening {
  stop: () => void;
}

/** Listens to the microphone through a Web Audio analyser and shows the level; a voice (or any sound) passes. */
export function MicrophoneCheck({ onVerdict }: { onVerdict: (verdict: Verdict) => void }) {
  const { t } = useTranslation('system-check');
  const [verdict, setVerdict] = useState<Verdict>('untested');
  const [level, setLevel] = useState(0);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);
  const listening = useRef<Listening | null>(null);
  const [active, setActive] = useState(false);

  const report = (next: Verdict) => {
    setVerdict(next);
    onVerdict(next);
  };

  const stop = () => {
    listening.current?.stop();
    listening.current = null;
    setActive(false);
    setLevel(0);
  };

  useEffect(() => () => listening.current?.stop(), []);

  const start = async () => {
    stop();
    setProblem(null);
    report('running');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch (error) {
      setProblem(deviceProblem(error));
      report('fail');
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const frame = new Uint8Array(analyser.fftSize);
    let peak = 0;
    let listened = 0;
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(frame);
      const now = levelOf(frame);
      peak = Math.max(peak, now);
      listened += SAMPLE_MS;
      setLevel(now);
      const next = microphoneVerdict(peak, listened);
      if (next !== 'running') report(next);
    }, SAMPLE_MS);
    listening.current = {
      stop: () => {
        window.clearInterval(timer);
        stream.getTracks().forEach((track) => track.stop());
        void context.close();
      },
    };
    setActive(true);
  };

  const advice = problem
    ? t(`device.${problem}`, { device: t('microphone.device') })
    : verdict === 'pass'
      ? t('microphone.ok')
      : verdict === 'fail'
        ? t('microphone.silent')
        : t('microphone.hint');
  return (
    <CheckCard id="microphone" title={t('microphone.title')} verdict={verdict} advice={advice}>
      {active && (
        <Progress
          value={Math.min(100, Math.round(level * 300))}
          color={verdict === 'pass' ? 'teal' : 'blue'}
          aria-label={t('microphone.level')}
          transitionDuration={80}
        />
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => void start()} loading={verdict === 'running' && !active}>
          {verdict === 'untested' ? t('microphone.start') : t('testAgain')}
        </Button>
        {active && (
          <Button size="xs" variant="default" onClick={stop}>
            {t('microphone.stop')}
          </Button>
        )}
      </Group>
    </CheckCard>
  );
}
