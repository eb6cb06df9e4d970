import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '../model/class-item';
import { ClassWhen } from './class-when';
import { StartsIn } from './starts-in';

interface UpNextProps {
  items: ClassItem[];
  zone: TeacherZone;
  now: Date;
}

/**
 * Above the week tabs: the class in progress and the next 24 hours (or the next class), one line
 * each with the way into its waiting room. A teacher never has to know which week a class is in.
 */
export function UpNext({ items, zone, now }: UpNextProps) {
  const { t } = useTranslation('dashboard');
  const { timesIn } = useZoneLabels();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="sm">
      <Group justify="space-between" gap="xs" mb={6}>
        <Title order={2} size="h5" id={headingId}>
          {t('upNext.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {timesIn(now)}
        </Text>
      </Group>
      <Stack gap={8} renderRoot={(props) => <ul {...props} style={{ ...props.style, listStyle: 'none', margin: 0, padding: 0 }} />}>
        {items.map((item) => (
          <Group key={item.id} renderRoot={(props) => <li {...props} />} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              {/* The start badge follows the day and times, on their line when it fits. */}
              <Group gap={6} wrap="wrap">
                <ClassWhen item={item} zone={zone} />
                <StartsIn startMs={item.startMs} endMs={item.endMs} now={now} />
              </Group>
              <Text size="sm" truncate="end">
                {item.title}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              aria-label={t('upNext.open', { title: item.title })}
              renderRoot={(props) => <Link {...props} to="/Class/$calendarEventId" params={{ calendarEventId: item.id }} />}
            >
              {t('upNext.openShort')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
