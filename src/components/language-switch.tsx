import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Locale, setLocale, useLocaleStore } from '@/lib/i18n/locale-store';

/** English / 中文, each label in its own language so it can be found whatever the UI shows. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common:language')}
      value={locale}
      onChange={(value) => setLocale(value as Locale)}
      data={[
        { value: 'en', label: 'English' },
        { value: 'zh', label: '中文' },
      ]}
    />
  );
}
