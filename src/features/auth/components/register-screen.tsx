import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorMessage } from '@/components/error-message';
import { isApiError } from '@/lib/http/api-error';
import { useRegister } from '../api/register';
import { AuthLayout } from './auth-layout';
import { emailAddress, requiredText } from './form-fields';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function RegisterScreen() {
  const { t } = useTranslation();
  const register = useRegister();
  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t('auth:nameRequired')),
          email: emailAddress(t('auth:emailRequired'), t('auth:emailInvalid')),
          phone: z.string().check(z.trim(), z.regex(/^[+\d][\d\s-]{5,19}$|^$/, t('auth:phoneInvalid'))),
          password: z.string().check(z.minLength(8, t('auth:passwordTooShort'))),
          confirm: z.string(),
        })
        .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('auth:passwordMismatch') })),
    [t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', phone: '', password: '', confirm: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  if (register.isSuccess) {
    return (
      <AuthLayout title={t('auth:registerDoneTitle')}>
        <Stack>
          <Text>{t('auth:registerDoneText')}</Text>
          <Button component={Link} to="/login">
            {t('auth:backToSignIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const refusal = isApiError(register.error) && register.error.kind === 'refused' ? register.error.code : null;
  return (
    <AuthLayout
      title={t('auth:registerTitle')}
      footer={
        <Anchor component={Link} to="/login" size="sm" ta="center" className="tap-target">
          {t('auth:haveAccount')}
        </Anchor>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ name, email, phone, password }) =>
          register.mutate({ name: name.trim(), email: email.trim(), phone: phone.trim(), password, timezone: browserZone() }),
        )}
      >
        <Stack gap="sm">
          {register.error && (
            <Alert color="red" role="alert">
              {refusal ? (
                t(`auth:registerRefused.${refusal}`, { defaultValue: t('auth:registerRefused.OTHER') })
              ) : (
                <ErrorMessage error={register.error} />
              )}
            </Alert>
          )}
          <TextInput label={t('auth:fullName')} autoComplete="name" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label={t('auth:email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput label={t('auth:phone')} type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          <PasswordInput
            label={t('auth:password')}
            description={t('auth:passwordHint')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth:confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('auth:registerSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
