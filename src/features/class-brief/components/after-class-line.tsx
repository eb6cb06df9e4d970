import { lazyPart, OnDemandPart } from '@/components/on-demand-part';

// Loaded once the dashboard is idle (use-idle-brief.ts): not needed for the first card.
const AfterClassCount = lazyPart(() => import('./after-class-count'));

/** The dashboard's after-class line, once `ready` (the idle work is done). */
export function AfterClassLine({ ready }: { ready: boolean }) {
  return (
    ready && (
      <OnDemandPart>
        <AfterClassCount />
      </OnDemandPart>
    )
  );
}
