import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFirstThenAll } from '@/lib/hooks/use-first-then-all';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '../model/class-item';
import { ClassActions } from './class-actions';
import { ClassCard } from './class-card';

/** One row at the widest layout (three columns), more than a phone's first screen holds. */
const FIRST_ROW = 3;

interface ClassGridProps {
  items: readonly ClassItem[];
  zone: TeacherZone;
  now: Date;
  /** The list is the last known one (offline, or the host did not answer): actions off. */
  stale: boolean;
  cardExtras?: (item: ClassItem) => ReactNode;
}

/** A page of class cards: the first row commits first, the rest right after (useFirstThenAll). */
export function ClassGrid({ items, zone, now, stale, cardExtras }: ClassGridProps) {
  const shown = useFirstThenAll(items, FIRST_ROW);
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {shown.map((item) => (
        <ClassCard
          key={item.id}
          item={item}
          zone={zone}
          now={now}
          actions={
            <>
              <ClassActions item={item} offline={stale} />
              {cardExtras?.(item)}
            </>
          }
        />
      ))}
    </SimpleGrid>
  );
}
