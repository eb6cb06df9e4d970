import { SimpleGrid } from '@mantine/core';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { keptPaintShown, PENDING } from '@/lib/kept-paint/kept-paint';
import { requestCopyWrite } from '@/lib/query/offline-copy';
import { useFirstThenAll } from '@/lib/hooks/use-first-then-all';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { ClassActions } from './class-actions';
import { ClassCard } from './class-card';

/** One row at the widest layout (three columns), more than a phone's first screen holds. */
const FIRST_ROW = 3;

/** What the route adds beside a card's actions. Keep it one function for the page's life (not made per render): a card re-renders when it changes. */
export type CardExtras = (item: ClassItem) => ReactNode;

interface ClassGridProps {
  items: readonly ClassItem[];
  zone: TeacherZone;
  /** The list is the last known one (offline, or the host did not answer): actions off. */
  stale: boolean;
  cardExtras?: CardExtras;
}

interface GridCardProps {
  item: ClassItem;
  zone: TeacherZone;
  stale: boolean;
  cardExtras?: CardExtras;
}

/**
 * One card of the grid, re-rendered only when its own class (the item is one object per answer and
 * teacher day: classItemsOf), the zone, the offline state or the extras change: the screen's clock
 * ticks, its idle work and the other cards' arrival leave it alone (issue 38). Its "starts in" badge
 * reads the clock itself.
 */
const GridCard = memo(function GridCard({ item, zone, stale, cardExtras }: GridCardProps) {
  return (
    <ClassCard
      item={item}
      zone={zone}
      actions={
        <>
          <ClassActions item={item} offline={stale} />
          {cardExtras?.(item)}
        </>
      }
    />
  );
});

/**
 * A page of class cards, a row per commit (useFirstThenAll): the first row paints first. Over the kept
 * paint all at once: it already shows them all, and a first row alone would take the others away a moment.
 */
export function ClassGrid({ items, zone, stale, cardExtras }: ClassGridProps) {
  const [overPaint] = useState(keptPaintShown);
  const shown = useFirstThenAll(items, overPaint ? items.length : FIRST_ROW);
  // Kept as the next visit's paint only whole (lib/kept-paint): asked for once it is.
  const whole = shown.length === items.length;
  const [filling] = useState(!whole);
  useEffect(() => {
    if (filling && whole) requestCopyWrite();
  }, [filling, whole]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" {...{ [PENDING]: whole ? undefined : '' }}>
      {shown.map((item) => (
        <GridCard key={item.id} item={item} zone={zone} stale={stale} cardExtras={cardExtras} />
      ))}
    </SimpleGrid>
  );
}
