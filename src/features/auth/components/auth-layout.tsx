import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/demo-badge';
import { LanguageSwitch } from '@/components/language-switch';

/** The frame of the signed-out screens: product name, a card, the language choice. */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} size="lg" c="teal.8">
              {t('common:appName')}
            </Text>
            <DemoBadge />
          </Group>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
        {footer}
        <Text size="xs" c="dimmed" ta="center">
          <Anchor href="mailto:support@demo.school" c="dimmed" size="xs" className="tap-target">
            support@demo.school
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
