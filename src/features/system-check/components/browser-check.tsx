import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BrowserFeatures, browserVerdict, type Verdict } from '../model/checks';
import { CheckCard } from './check-card';

/** What this browser offers, read once: nothing here needs a permission. */
export function readBrowserFeatures(): BrowserFeatures {
  return {
    media: typeof navigator.mediaDevices?.getUserMedia === 'function',
    audio: typeof window.AudioContext === 'function',
    webrtc: typeof window.RTCPeerConnection === 'function',
    webSocket: typeof window.WebSocket === 'function',
    secure: window.isSecureContext,
  };
}

export function BrowserCheck({ features }: { features: BrowserFeatures }) {
  const { t } = useTranslation('system-check');
  const { verdict, missing } = browserVerdict(features);
  return (
    <CheckCard
      id="browser"
      title={t('browser.title')}
      verdict={verdict}
      advice={verdict === 'fail' ? t('browser.advice') : t('browser.ok')}
    >
      <List size="sm" spacing={2} listStyleType="none">
        {(Object.keys(features) as (keyof BrowserFeatures)[]).map((key) => (
          <List.Item key={key}>
            <Text span size="sm" c={missing.includes(key) ? 'red.8' : undefined}>
              {missing.includes(key) ? '✗' : '✓'} {t(`browser.feature.${key}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </CheckCard>
  );
}

export const browserCheckVerdict = (features: BrowserFeatures): Verdict => browserVerdict(features).verdict;
