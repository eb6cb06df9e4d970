import { useMemo } from 'react';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { batchConflicts, cannotOpen, previewBatch } from '../model/batch-preview';
import { expandOccurrences } from '../model/recurrence';
import { CONFLICT_KEYS } from '../model/refusal';
import type { BookingSlot } from '../model/slot';
import { earliestStartMs } from '../model/slot-rules';
import { toSlotRequest, validateSlotForm, type SlotFormValues } from '../model/slot-form';
import { splitWallDateTime, toWallDateTime } from '../model/wall-date';
import type { BookingWindow } from '../model/week-window';
import { useOffSpans } from './use-off-spans';

interface SlotChecksInput {
  values: SlotFormValues;
  courseCount: number;
  existing: BookingSlot[];
  limits: BookingWindow;
  now: Date;
  zone: TeacherZone;
  /** The weekly preview's days the teacher left out. */
  skipped: readonly string[];
  /** Confirm was tried: "choose at least one slot" is said from then on. */
  submitted: boolean;
}

/** The slots the add-slot form would open, and the spec 5 rules they break, as the teacher types. */
export function useSlotChecks({ values, courseCount, existing, limits, now, zone, skipped, submitted }: SlotChecksInput) {
  // Her time off binds the form as it binds the copy (issue 47.1): a slot in it is refused, a weekly day left out.
  const off = useOffSpans(zone);
  const rows = useMemo(
    () => previewBatch(expandOccurrences(toSlotRequest(values), zone), existing, now, limits, off),
    [values, zone, existing, now, limits, off],
  );
  // Clearing a slot is a choice inside the weekly preview, and a day that is never opened (within 24 hours,
  // outside the two weeks) is left out by itself, saying why on its line; a single slot is always meant.
  const included = values.pattern === 'weekly' ? rows.filter((row) => !skipped.includes(row.date) && !cannotOpen(row)) : rows;
  const fieldErrors = validateSlotForm(values, courseCount);
  // The rules are checked as soon as the slots are known (date, times, and a weekly pattern's days);
  // "choose at least one slot" only once the teacher tried to confirm.
  const slotsKnown = !['date', 'startTime', 'endTime', 'days', 'until'].some((field) => field in fieldErrors);
  const ruleKeys = !slotsKnown
    ? []
    : included.length === 0
      ? submitted
        ? ['rules.noSlot']
        : []
      : batchConflicts(included).map((c) => CONFLICT_KEYS[c]);
  const earliestAt = new Date(earliestStartMs(now));
  const zoneLabels = useZoneLabels();
  // Named by its zone wherever it is said (the hint under the fields, the 24 h rule's message).
  const earliest = { ...splitWallDateTime(toWallDateTime(earliestAt, zone))!, zone: zoneLabels.teacher(earliestAt) };
  return { rows, included, slotsKnown, ruleKeys, earliest };
}
