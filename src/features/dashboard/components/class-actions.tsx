import { Button, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import { cancelReason, unavailableReason } from '../model/action-phase';
import type { ClassItem } from '@/entities/classes/model/class-item';
import classes from './class-actions.module.css';
import { CancelClassButton } from './cancel-class-button';
import { CoursewareButton } from './courseware-button';
import { EndClassButton } from './end-class-button';
import { NotifyClassButton } from './notify-class-button';
import { useActionPhase } from './use-action-phase';
import { withIcsWriter } from './ics-on-demand';

/**
 * A card's actions, all visible (no overflow menu) so each is one tap away on a phone. The way in
 * leads, the largest (the waiting room, then "Enter classroom" from 15 min before the start); Notify
 * and End class (unavailable outside class time) come next with their reason under them; then
 * Courseware and Cancel (unavailable from 24 h before the start), whose rule (spec 8's message, why,
 * whom to contact) is its small second line: said before any tap.
 */
export function ClassActions({ item, offline = false }: { item: ClassItem; offline?: boolean }) {
  const { t } = useTranslation('dashboard');
  const { phase, cancel, entry } = useActionPhase(item);
  const reason = unavailableReason(phase);
  const reasonId = `class-${item.id}-unavailable`;
  const cancelWhyNot = cancelReason(cancel);
  const cancelReasonId = `class-${item.id}-cancel-unavailable`;
  return (
    <div className={classes.actions}>
      {/* Offline every action needs the host: one disabled fieldset turns them all off, saying why.
          The waiting room stays a link: it opens offline, with the class as last known, and says why entering waits. */}
      <fieldset
        className={classes.row}
        disabled={offline}
        aria-label={t('actions.label', { title: item.title })}
        title={offline ? t('offline.unavailable') : undefined}
      >
        {/* Until the classroom opens (15 min before the start) the way in is its waiting room, said so and
            drawn light as Up next's; "Enter classroom", solid, only once entering can work. */}
        <Button
          size="sm"
          variant={entry === 'enter' ? 'filled' : 'light'}
          renderRoot={(props) => <Link {...props} to="/Class/$calendarEventId" params={{ calendarEventId: item.id }} />}
        >
          {t(entry === 'enter' ? 'actions.enter' : 'actions.waitingRoom')}
        </Button>
        <NotifyClassButton item={item} phase={phase} reasonId={reasonId} size="xs" />
        <EndClassButton classId={item.id} phase={phase} reasonId={reasonId} size="xs" />
        {/* The phase says why Notify and End are off (and, once the class is over, Cancel). */}
        {reason && (
          <Text id={reasonId} size="xs" c="dimmed" className={classes.line}>
            {t(reason)}
          </Text>
        )}
        <CoursewareButton item={item} size="xs" />
        <CancelClassButton item={item} state={cancel} reasonId={cancelWhyNot ? cancelReasonId : reasonId} size="xs" />
        {cancelWhyNot && (
          <Text id={cancelReasonId} size="xs" c="dimmed" className={classes.line}>
            {t('actions.cancelBlocked', {
              cannot: t('errors:cannotCancel'),
              why: t(cancelWhyNot),
              tip: t('actions.cancelTip', { email: env.supportEmail }),
            })}
          </Text>
        )}
        {/* Offline the card keeps its lines (going offline, or the kept paint handing over to an offline screen,
            moves nothing): the line above the classes says offline, and this says it to a screen reader. */}
        {offline && <VisuallyHidden>{t('offline.unavailable')}</VisuallyHidden>}
      </fieldset>
      {/* Outside the fieldset: the file is written here, without the host, so it works offline too. */}
      <Button
        size="xs"
        variant="default"
        className={classes.add}
        onClick={() => withIcsWriter(t, ({ downloadClass }) => downloadClass(item, t))}
      >
        {t('calendar.addClass')}
      </Button>
    </div>
  );
}
