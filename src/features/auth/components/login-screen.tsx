import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/safe-redirect';
import { signIn } from '../actions/sign-in';
import { isInvalidLogin } from '../api/login';
import { readSignInForm, type SignInProblems, signInProblems } from '../model/sign-in-form';
import { AuthLayout } from './auth-layout';

const loginRoute = getRouteApi('/login');

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = loginRoute.useSearch();
  // The first page most visitors load: a plain form (two rules) instead of a form library.
  const [problems, setProblems] = useState<SignInProblems>({});
  const fixed = (field: keyof SignInProblems) => problems[field] && setProblems(({ [field]: _, ...rest }) => rest);
  const signInMutation = useMutation({
    mutationFn: signIn,
    // The redirect search param was already reduced to an in-app path by the route.
    onSuccess: () => navigate({ to: redirect ?? DEFAULT_AFTER_SIGN_IN, replace: true }),
  });
  const { error } = signInMutation;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = readSignInForm((name) => form.get(name));
    const found = signInProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) signInMutation.mutate(values);
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
            error={problems.username && t(problems.username)}
            onChange={() => fixed('username')}
          />
          <PasswordInput
            label={t('auth:password')}
            autoComplete="current-password"
            withAsterisk
            name="password"
            error={problems.password && t(problems.password)}
            onChange={() => fixed('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth:staySignedIn')}
              name="rememberMe"
              defaultChecked
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
