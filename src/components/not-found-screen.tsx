import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="teal.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h3">
          {t('common:notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('common:notFoundText')}
        </Text>
        <Button component={Link} to="/">
          {t('common:backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
