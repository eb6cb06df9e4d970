import { Box, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

/** The frame of the screens outside the shell (spec 2): the app name, the language, a title. */
export function ClassroomPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py="lg" px="md">
      <Container size="sm" p={0}>
        <Group justify="space-between" mb="md" wrap="nowrap">
          <Text fw={700} c="teal.8">
            {t('common:appName')}
          </Text>
          <LanguageSwitch />
        </Group>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
