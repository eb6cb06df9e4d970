import { Button, Container } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeLoadError } from '@/lib/code-load-error';
import { useCodeAgain } from '@/lib/hooks/use-code-again';
import { useRecovery } from '@/lib/hooks/use-recovery';
import { connectivity } from '@/lib/network/connectivity';
import { hostBackSince } from '@/lib/query/recovery';
import { ErrorState } from './error-state';

/**
 * A loader or render failure: translated message and "try again" instead of a white screen, and the way back to
 * My courses (a screen outside the shell, the waiting room, has no navigation of its own: offline, its message
 * points there).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const onDashboard = useRouterState({ select: (state) => state.location.pathname === '/dashboard' });
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  // A screen whose code could not be downloaded comes back only with a reload (the browser refuses
  // that module again for the page's life); offline, a reload would show the browser's error page.
  const retry = () => (isCodeLoadError(error) && !connectivity.isOffline() ? window.location.reload() : void router.invalidate());
  // Failed while the device or the host was out of reach: the screen loads by itself once it is back. Its
  // failure marked the host unreachable: reachable when this screen appears, an answer came since.
  useRecovery(retry, () => hostBackSince(error) !== null);
  // Its code failed with the device judged online: asked again by itself (Chromium fetches it anew; the
  // router asks a route's code again after a failure), backing off while the own origin answers.
  useCodeAgain(isCodeLoadError(error) ? error : null, () => void router.invalidate());
  return (
    <Container size="sm" py="xl">
      <ErrorState error={error} onRetry={retry} />
      {!onDashboard && (
        <Button component={Link} to="/" variant="subtle" mt="sm">
          {t('common:backHome')}
        </Button>
      )}
    </Container>
  );
}
