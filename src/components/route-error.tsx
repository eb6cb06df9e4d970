import { Container } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorState } from './error-state';

/** A loader or render failure: translated message and "try again" instead of a white screen. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <Container size="sm" py="xl">
      <ErrorState error={error} onRetry={() => void router.invalidate()} />
    </Container>
  );
}
