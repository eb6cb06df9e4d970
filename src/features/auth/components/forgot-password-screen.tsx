import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorMessage } from '@/components/error-message';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from './auth-layout';
import { emailAddress } from './form-fields';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const schema = useMemo(() => z.object({ email: emailAddress(t('auth:emailRequired'), t('auth:emailInvalid')) }), [t]);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: schemaResolver(schema, { sync: true }) });
  const back = (
    <Anchor component={Link} to="/login" size="sm" ta="center" className="tap-target">
      {t('auth:backToSignIn')}
    </Anchor>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title={t('auth:forgotDoneTitle')} footer={back}>
        <Text role="status">{t('auth:forgotDoneText', { email: request.variables })}</Text>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth:forgotTitle')} footer={back}>
      <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate(email.trim()))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('auth:forgotIntro')}
          </Text>
          {request.error && (
            <Alert color="red" role="alert">
              <ErrorMessage error={request.error} />
            </Alert>
          )}
          <TextInput
            label={t('auth:email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('auth:forgotSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
