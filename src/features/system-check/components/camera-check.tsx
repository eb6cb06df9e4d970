import { Box, Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceProblem, deviceProblem, type Verdict } from '../model/checks';
import { CheckCard } from './check-card';

/** Asks for the camera, shows its picture; it passes once a frame with a size arrives. */
export function CameraCheck({ onVerdict }: { onVerdict: (verdict: Verdict) => void }) {
  const { t } = useTranslation('system-check');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [verdict, setVerdict] = useState<Verdict>('untested');
  const [problem, setProblem] = useState<DeviceProblem | null>(null);

  const report = (next: Verdict) => {
    setVerdict(next);
    onVerdict(next);
  };

  // The camera light goes off when the check is left or stopped.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const start = async () => {
    setProblem(null);
    report('running');
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: true, audio: false }));
    } catch (error) {
      setProblem(deviceProblem(error));
      report('fail');
    }
  };

  const advice = problem ? t(`device.${problem}`, { device: t('camera.device') }) : verdict === 'pass' ? t('camera.ok') : t('camera.hint');
  return (
    <CheckCard id="camera" title={t('camera.title')} verdict={verdict} advice={advice}>
      {stream && (
        <Box maw={360}>
          <video
            ref={video}
            autoPlay
            muted
            playsInline
            aria-label={t('camera.preview')}
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
            onLoadedData={(event) => report(event.currentTarget.videoWidth > 0 ? 'pass' : 'fail')}
          />
        </Box>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => void start()} loading={verdict === 'running'} disabled={stream !== null}>
          {verdict === 'untested' ? t('camera.start') : t('testAgain')}
        </Button>
        {stream && (
          <Button size="xs" variant="default" onClick={() => setStream(null)}>
            {t('camera.stop')}
          </Button>
        )}
      </Group>
    </CheckCard>
  );
}
