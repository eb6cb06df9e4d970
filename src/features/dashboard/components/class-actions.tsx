import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClassItem } from '../model/class-item';
import classes from './class-actions.module.css';
import { CancelClassButton } from './cancel-class-button';
import { CoursewareButton } from './courseware-button';
import { EndClassButton } from './end-class-button';
import { NotifyClassButton } from './notify-class-button';

/**
 * A card's actions, all visible (no overflow menu) so each is one tap away on a phone.
 * Refusals are explained on tap rather than by disabled buttons, which cannot say why.
 */
export function ClassActions({ item, offline = false }: { item: ClassItem; offline?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={classes.actions}>
      {/* Offline every action needs the host: one disabled fieldset turns them all off, with the reason beside. */}
      <fieldset className={classes.row} disabled={offline} aria-label={t('actions.label', { title: item.title })} title={offline ? t('offline.unavailable') : undefined}>
        {offline ? (
          <Button size="xs" disabled>
            {t('actions.enter')}
          </Button>
        ) : (
          <Button size="xs" renderRoot={(props) => <Link {...props} to="/Class/$calendarEventId" params={{ calendarEventId: item.id }} />}>
            {t('actions.enter')}
          </Button>
        )}
        <CoursewareButton item={item} size="xs" />
        <NotifyClassButton item={item} size="xs" />
        <CancelClassButton item={item} size="xs" />
        <EndClassButton classId={item.id} startAt={item.startAt} size="xs" />
      </fieldset>
      {offline && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('offline.unavailable')}
        </Text>
      )}
    </div>
  );
}
