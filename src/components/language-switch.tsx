import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, setLocale, useLocaleStore } from '@/lib/i18n/locale-store';
import classes from './language-switch.module.css';

const LANGUAGES: { value: Locale; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'zh', label: '中文', lang: 'zh-CN' },
];

/**
 * English / 中文, each label in its own language so it can be found whatever the UI shows: two
 * radios (arrow keys move between them) that look like Mantine's segmented control.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('common:language')} className={classes.root}>
      {LANGUAGES.map(({ value, label, lang }) => (
        <div key={value} className={classes.item}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${value}`}
            name={name}
            value={value}
            checked={locale === value}
            onChange={() => setLocale(value)}
          />
          <label className={classes.label} htmlFor={`${name}-${value}`} lang={lang}>
            {label}
          </label>
        </div>
      ))}
    </div>
  );
}
