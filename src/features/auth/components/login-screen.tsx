import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/safe-redirect';
import { signIn } from '../actions/sign-in';
import { isInvalidLogin } from '../api/login';
import { passwordProblem, signInProblems, toSignInRequest, usernameProblem } from '../model/sign-in-form';
import { AuthLayout } from './auth-layout';

const loginRoute = getRouteApi('/login');

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = loginRoute.useSearch();
  // @mantine/form's useField, not useForm: 1 kB instead of 6 on the first page most visitors load
  // (docs/decisions/house.md "Forms: `@mantine/form`, drafts through `useDraftForm`"). Uncontrolled: typing renders nothing;
  // a field's problem is said on submit, and changing that field takes it away until the next try.
  const username = useField({ mode: 'uncontrolled', initialValue: '', validate: usernameProblem });
  const password = useField({ mode: 'uncontrolled', initialValue: '', validate: passwordProblem });
  const rememberMe = useField({ mode: 'uncontrolled', initialValue: true, type: 'checkbox' });
  // A field's error is the translation key its rule gave.
  const said = (error: ReactNode) => (typeof error === 'string' ? t(error) : undefined);
  const signInMutation = useMutation({
    mutationFn: signIn,
    // The redirect search param was already reduced to an in-app path by the route.
    onSuccess: () => navigate({ to: redirect ?? DEFAULT_AFTER_SIGN_IN, replace: true }),
  });
  const { error } = signInMutation;
  // A double click or Enter while the first sign-in is on its way sends nothing more: the
  // mutation's isPending disables the button a tick too late for the second click.
  const [busy, once] = useSingleFlight();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void username.validate();
    void password.validate();
    const values = { username: username.getValue(), password: password.getValue(), rememberMe: rememberMe.getValue() };
    if (Object.keys(signInProblems(values)).length === 0) void once(() => signInMutation.mutateAsync(toSignInRequest(values)));
  };

  return (
    <AuthLayout title={t('auth:signInTitle')}>
      <form noValidate onSubmit={submit}>
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
            name="username"
            key={`username-${username.key}`}
            {...username.getInputProps()}
            error={said(username.error)}
          />
          <PasswordInput
            label={t('auth:password')}
            autoComplete="current-password"
            withAsterisk
            name="password"
            key={`password-${password.key}`}
            {...password.getInputProps()}
            error={said(password.error)}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth:staySignedIn')}
              name="rememberMe"
              key={`rememberMe-${rememberMe.key}`}
              {...rememberMe.getInputProps()}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" className="tap-target">
              {t('auth:forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={busy}>
            {t('auth:signIn')}
          </Button>
          <Anchor component={Link} to="/register" size="sm" ta="center" className="tap-target">
            {t('auth:registerLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
