import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../model/checks';
import { CheckCard } from './check-card';

const TONE_HZ = 440;
const TONE_SECONDS = 1.5;

/** A generated tone (no sound file); only the teacher can tell whether it was heard. */
function playTone(): { context: AudioContext; ended: Promise<void> } {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = TONE_HZ;
  // Soft start and end: no click in the speakers.
  const now = context.currentTime;
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(0.3, now + 0.05);
  gain.gain.setValueAtTime(0.3, now + TONE_SECONDS - 0.1);
  gain.gain.linearRampToValueAtTime(0, now + TONE_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  const ended = new Promise<void>((resolve) => {
    oscillator.onended = () => resolve();
  });
  oscillator.start(now);
  oscillator.stop(now + TONE_SECONDS);
  return { context, ended };
}

export function SpeakerCheck({ onVerdict }: { onVerdict: (verdict: Verdict) => void }) {
  const { t } = useTranslation('system-check');
  const [verdict, setVerdict] = useState<Verdict>('untested');
  const [playing, setPlaying] = useState(false);
  const [asked, setAsked] = useState(false);
  const [failed, setFailed] = useState(false);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => () => void context.current?.close(), []);

  const report = (next: Verdict) => {
    setVerdict(next);
    onVerdict(next);
  };

  const play = async () => {
    setFailed(false);
    setPlaying(true);
    report('running');
    try {
      await context.current?.close();
      const tone = playTone();
      context.current = tone.context;
      setAsked(true);
      await tone.ended;
    } catch {
      setFailed(true);
      report('fail');
    } finally {
      setPlaying(false);
    }
  };

  const advice = failed
    ? t('speaker.unsupported')
    : verdict === 'pass'
      ? t('speaker.ok')
      : verdict === 'fail'
        ? t('speaker.notHeard')
        : t('speaker.hint');
  return (
    <CheckCard id="speaker" title={t('speaker.title')} verdict={verdict} advice={advice}>
      <Group gap="xs">
        <Button size="xs" onClick={() => void play()} loading={playing}>
          {asked ? t('speaker.playAgain') : t('speaker.play')}
        </Button>
      </Group>
      {asked && !failed && (
        <Group gap="xs" role="group" aria-label={t('speaker.question')}>
          <Text size="sm">{t('speaker.question')}</Text>
          <Button size="xs" variant={verdict === 'pass' ? 'filled' : 'light'} color="teal" onClick={() => report('pass')}>
            {t('speaker.yes')}
          </Button>
          <Button size="xs" variant={verdict === 'fail' ? 'filled' : 'light'} color="red" onClick={() => report('fail')}>
            {t('speaker.no')}
          </Button>
        </Group>
      )}
    </CheckCard>
  );
}
