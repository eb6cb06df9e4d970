import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '@/entities/classes/model/class-item';
import type { UpNextList } from '../model/up-next';
import { ClassWhen } from './class-when';
import { revealCard } from './reveal-card';
import { StartsIn } from './starts-in';
import { useActionPhase } from './use-action-phase';
import { useClassTitle } from '@/entities/classes/components/class-title';

interface UpNextProps {
  list: UpNextList;
  zone: TeacherZone;
  now: Date;
}

/**
 * A row's way in, named as the card names it: its waiting room, "Enter classroom" once the classroom is
 * open (15 minutes before the start); the card's own timer turns it, so both turn together.
 */
function WayIn({ item }: { item: ClassItem }) {
  const { t } = useTranslation('dashboard');
  const { entry } = useActionPhase(item);
  const enter = entry === 'enter';
  return (
    <Button
      size="xs"
      variant={enter ? 'filled' : 'light'}
      style={{ flexShrink: 0 }}
      aria-label={t(enter ? 'upNext.enter' : 'upNext.open', { title: item.title })}
      renderRoot={(props) => <Link {...props} to="/Class/$calendarEventId" params={{ calendarEventId: item.id }} />}
    >
      {t(enter ? 'actions.enter' : 'upNext.openShort')}
    </Button>
  );
}

/** Where "+N more today" leads: This Week, its first page. */
const MORE_TODAY = { tab: 'thisWeek', page: 1 } as const;

/**
 * Above the week tabs: what a teacher acts on next, the class in progress and the next one, a line
 * each with the way into its waiting room; then "+N more today", leading to the first of them in This
 * Week. Short on purpose: on a phone the tabs and the first card's way in stay on the first screen.
 * A teacher never has to know which week a class is in.
 */
export function UpNext({ list, zone, now }: UpNextProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { timesIn } = useZoneLabels();
  const classTitle = useClassTitle();
  const headingId = useId();
  const { items, moreToday } = list;
  if (items.length === 0) return null;
  const firstMore: ClassItem | undefined = moreToday[0];
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
          <li key={item.id}>
            {/* The day and times on a line of their own (never squeezed beside the button), then when it
                starts, the title and the way in: two short lines a class, so a phone's first screen holds more. */}
            <ClassWhen item={item} zone={zone} />
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <StartsIn startMs={item.startMs} endMs={item.endMs} now={now} zone={zone} />
                {/* Whole, on a second line if it must (issue 48.6): a cut title ("Making Pl…") names no class.
                    Two lines are as tall as the way in beside them. */}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {classTitle(item.title)}
                </Text>
              </Group>
              <WayIn item={item} />
            </Group>
          </li>
        ))}
      </Stack>
      {firstMore && (
        <Anchor
          size="sm"
          fw={600}
          mt={4}
          className="tap-target"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/dashboard"
              search={MORE_TODAY}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return; // a new tab
                event.preventDefault();
                revealCard(firstMore.id, navigate({ to: '/dashboard', search: MORE_TODAY }));
              }}
            />
          )}
        >
          {t('upNext.moreToday', { count: moreToday.length })}
        </Anchor>
      )}
    </Card>
  );
}
