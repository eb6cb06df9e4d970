import { Component, type ReactNode, Suspense } from 'react';
import { isCodeLoadError } from '@/lib/code-load-error';

interface OnDemandPartProps {
  children: ReactNode;
  /** While its code downloads. */
  fallback?: ReactNode;
  /** Instead of the part when its code cannot be downloaded (offline): nothing unless said. */
  failed?: ReactNode;
}

/**
 * A part of a screen whose code loads on demand (`lazy`): a count, a note, a menu, a dialog. If that
 * code cannot be downloaded (the network went away before it came, and the browser then refuses that
 * module for the page's life), only the part gives way: the screen around it stays, not replaced by
 * the route's "This page needs the network". Any other error goes on up to the route's error screen.
 */
export function OnDemandPart({ children, fallback = null, failed = null }: OnDemandPartProps) {
  return (
    <CodeLoadBoundary failed={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}

class CodeLoadBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isCodeLoadError(error)) return this.props.failed;
    throw error; // not ours: the route's error screen says it
  }
}
