import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { setLocale } from '@/lib/i18n/locale-store';
import { render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { BatchResult } from './batch-result';

beforeAll(async () => {
  setLocale('zh');
  await initI18n('zh');
});
afterAll(useEnglish);

describe('a time-off result in Chinese (issue 48)', () => {
  it('joins a line and its outcome with the full-width colon, its date kept on one line', () => {
    const label = '周一 2026-11-30 09:00–10:00 北美东部时间 · General English 2';
    render(
      <BatchResult lines={[{ key: 1, label, outcome: { kind: 'notOpened' } }]} verb="close" onTryAgain={() => {}} onDone={() => {}} />,
    );
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent(`${label}：未关闭：服务器没有回应。`, { normalizeWhitespace: false });
    const date = [...line.querySelectorAll<HTMLElement>('span')].find((span) => span.style.whiteSpace === 'nowrap');
    expect(date).toHaveTextContent(/^周一 2026-11-30$/);
  });
});
