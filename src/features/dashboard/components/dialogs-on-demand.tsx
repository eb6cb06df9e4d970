import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useOpenAfterMount } from '@/lib/hooks/use-open-after-mount';

/*
 * The dashboard's dialogs (Mantine's Modal with its overlay, focus trap and scroll area: ~8 kB gzip)
 * are not part of the first paint: a dialog's code loads when the pointer or focus reaches the button
 * that opens it (`preload…`), at the latest on the click, and it is mounted from its first opening on
 * (so closing still animates). It mounts closed and opens on the next render: Mantine's Modal keeps
 * the element to give the focus back to when it goes from closed to open, not when born open.
 */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/** Renders `children(false)` once its code is in, then `children(true)` (useOpenAfterMount). */
function MountedThenOpen({ children }: { children: (ready: boolean) => ReactNode }) {
  return children(useOpenAfterMount());
}

/** A dialog component that loads its code with `load` and mounts from its first opening on. */
function onDemand<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function DialogOnDemand(props: P) {
    return useOpenedOnce(props.opened) ? (
      <Suspense fallback={null}>
        <MountedThenOpen>{(ready) => <Dialog {...props} opened={props.opened && ready} />}</MountedThenOpen>
      </Suspense>
    ) : null;
  };
}

export const preloadConfirmDialog = () => import('./confirm-dialog');
export const preloadCoursewareDialog = () => import('./courseware-dialog');
export const ConfirmDialogOnDemand = onDemand(() => preloadConfirmDialog().then((m) => m.ConfirmDialog));
export const CoursewareDialogOnDemand = onDemand(() => preloadCoursewareDialog().then((m) => m.CoursewareDialog));
