import { VisuallyHidden } from '@mantine/core';
import type { ScheduleEventData } from '@mantine/schedule';
import type { CalendarEvent } from '../model/slot';
import classes from './week-calendar.module.css';

/**
 * A slot's block: its time and course on one line, its students on the next, each cut with an
 * ellipsis rather than broken mid-word ("08:0 / 0" in a narrow column). The whole sentence
 * (the event's title) stays its accessible name.
 */
export function SlotEventBody(event: ScheduleEventData) {
  const { time, course, names } = event.payload as CalendarEvent['payload'];
  return (
    <>
      {/* The native tooltip shows the whole of a line cut short (a week column is narrow). */}
      <span className={classes.eventLine} aria-hidden title={event.title}>
        <b>{time}</b> {course}
      </span>
      {names && (
        <span className={classes.eventLine} aria-hidden>
          {names}
        </span>
      )}
      <VisuallyHidden>{event.title}</VisuallyHidden>
    </>
  );
}
