import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { useRooms } from '@/entities/classes/api/get-rooms';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import { nextIdle } from '@/lib/next-task';
import { useTeacherZone } from '@/lib/session/teacher-zone';

/** After the first cards' requests (catalogues, fonts) have settled. */
const IDLE_AFTER_MS = 1_500;

/**
 * The dashboard, idle: the next class's brief into the cache (kept offline with the schedule), then the
 * brief dialog's code, then the after-class count: each in an idle moment of its own, so none lengthens
 * another's task. True once the count may load.
 */
export function useIdleBrief(): boolean {
  const rooms = useRooms();
  const zone = useTeacherZone();
  const client = useQueryClient();
  const offline = useDeviceOffline();
  const idle = useWhenIdle(!!rooms.data && !offline, IDLE_AFTER_MS);
  const [count, setCount] = useState(false);
  useEffect(() => {
    if (!idle || !rooms.data) return;
    let stopped = false;
    const steps = async () => {
      const { prefetchNextBrief } = await import('../queries/class-brief-idle');
      if (stopped) return;
      await prefetchNextBrief(client, rooms.data, zone, new Date());
      await nextIdle();
      // The dialog's code too, so a tap opens it without a download (a phone on a slow network minutes before class).
      if (!stopped) await import('../components/class-brief-dialog');
    };
    void steps()
      .catch(() => undefined)
      .then(() => nextIdle())
      .then(() => !stopped && startTransition(() => setCount(true)));
    return () => {
      stopped = true;
    };
  }, [idle, rooms.data, zone, client]);
  return count;
}
