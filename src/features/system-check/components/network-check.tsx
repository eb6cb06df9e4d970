import { Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { networkVerdict, type Verdict } from '../model/checks';
import { CheckCard } from './check-card';

/** A small authenticated GET to the administration host (the route passes one in: the profile). */
export type HostProbe = () => Promise<unknown>;

const SAMPLES = 3;

/** Times a few requests to the host one after another; the median decides. */
export function NetworkCheck({ probe, onVerdict }: { probe: HostProbe; onVerdict: (verdict: Verdict) => void }) {
  const { t } = useTranslation('system-check');
  const [result, setResult] = useState<ReturnType<typeof networkVerdict> | null>(null);
  const [running, setRunning] = useState(false);
  const alive = useRef(true);

  const run = useCallback(async () => {
    setRunning(true);
    onVerdict('running');
    const samples: (number | null)[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      try {
        await probe();
        samples.push(Math.round(performance.now() - started));
      } catch {
        samples.push(null);
      }
    }
    if (!alive.current) return;
    const next = networkVerdict(samples);
    setResult(next);
    setRunning(false);
    onVerdict(next.verdict);
  }, [probe, onVerdict]);

  // Runs once on opening: it needs no permission.
  useEffect(() => {
    alive.current = true;
    const timer = window.setTimeout(() => void run(), 0);
    return () => {
      alive.current = false;
      window.clearTimeout(timer);
    };
  }, [run]);

  const verdict: Verdict = running ? 'running' : (result?.verdict ?? 'untested');
  const advice =
    result && !running
      ? t(`network.${result.verdict === 'fail' && result.medianMs === null ? 'unreachable' : result.verdict}`)
      : t('network.hint');
  return (
    <CheckCard id="network" title={t('network.title')} verdict={verdict} advice={advice}>
      {result && !running && result.medianMs !== null && (
        <Text size="sm">
          {t('network.roundTrip', { ms: Math.round(result.medianMs) })}
          {result.lost > 0 ? ` · ${t('network.lost', { count: result.lost })}` : ''}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => void run()} loading={running}>
          {t('testAgain')}
        </Button>
      </Group>
    </CheckCard>
  );
}
