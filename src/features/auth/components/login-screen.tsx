import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorMessage } from '@/components/error-message';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/safe-redirect';
import { signIn } from '../actions/sign-in';
import { isInvalidLogin } from '../api/login';
import { AuthLayout } from './auth-layout';
import { requiredText } from './form-fields';

const loginRoute = getRouteApi('/login');

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = loginRoute.useSearch();
  const schema = useMemo(
    () =>
      z.object({
        username: requiredText(t('auth:usernameRequired')),
        password: z.string().check(z.minLength(1, t('auth:passwordRequired'))),
        rememberMe: z.boolean(),
      }),
    [t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', rememberMe: true },
    validate: schemaResolver(schema, { sync: true }),
  });
  const signInMutation = useMutation({
    mutationFn: signIn,
    // The redirect search param was already reduced to an in-app path by the route.
    onSuccess: () => navigate({ to: redirect ?? DEFAULT_AFTER_SIGN_IN, replace: true }),
  });
  const { error } = signInMutation;

  return (
    <AuthLayout title={t('auth:signInTitle')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => signInMutation.mutate({ ...values, username: values.username.trim() }))}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" title={isInvalidLogin(error) ? undefined : t('auth:signInFailed')}>
              {isInvalidLogin(error) ? t('errors:invalidLogin') : <ErrorMessage error={error} />}
            </Alert>
          )}
          <TextInput
            label={t('auth:username')}
            autoComplete="username"
            withAsterisk
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('auth:password')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth:staySignedIn')}
              key={form.key('rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth:forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signInMutation.isPending}>
            {t('auth:signIn')}
          </Button>
          <Anchor component={Link} to="/register" size="sm" ta="center">
            {t('auth:registerLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
