import { Progress } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while a route loads its code or data. */
export function RouteProgress() {
  const { t } = useTranslation();
  const pending = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  if (!pending) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label={t('common:pageLoading')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
