import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';

/** A demo build (the embedded demo host answers) says so on every screen: never mistaken for the school's. */
export function DemoBadge() {
  const { t } = useTranslation();
  if (!env.usesDemoHost) return null;
  return (
    <Badge color="grape" variant="filled" size="sm" title={t('common:demoHint')}>
      {t('common:demo')}
    </Badge>
  );
}
