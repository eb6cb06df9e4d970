import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  Component,
  type ComponentProps,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeLoadError } from '@/lib/code-load-error';
import { useRecovery } from '@/lib/hooks/use-recovery';
import { withStylesheets } from '@/lib/stylesheet-recovery';

interface OnDemandPartProps {
  children: ReactNode;
  /** While its code downloads. */
  fallback?: ReactNode;
  /** Instead of the part when its code cannot be downloaded (offline): a short line unless said. */
  failed?: ReactNode;
  /**
   * A dialog: there is no place for a line, and the tap that opened it must be able to ask again. When its code
   * cannot be downloaded, a notice says so and this closes it (the next tap mounts it anew, and its code is asked
   * again then).
   */
  closeOnFailure?: () => void;
}

/**
 * Which try of its OnDemandPart a part is rendered in: a number never used before, per mount and per return of
 * the network. A failed part's code is asked again only in a later try, never in React's own re-renders of the
 * same one (each would ask again at once, as fast as the server refuses).
 */
const PartTry = createContext(0);
let tries = 0;
const nextTry = () => ++tries;

/**
 * A component whose code loads on first render, like React's `lazy`, but asked again after a failure: React
 * keeps a lazy component's rejection for good, so a later try of its OnDemandPart makes a fresh one (Chromium
 * fetches a module again that it could not fetch before). Render it inside an OnDemandPart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let renderedIn = 0;
  let failedIn: number | null = null;
  // The stylesheets an earlier failure left out are asked for first: Vite would not, and the part would be
  // drawn without them (lib/stylesheet-recovery.ts).
  const loadWithStylesheets = withStylesheets(load);
  const attempt = (): Promise<{ default: T }> => {
    const inTry = renderedIn;
    return loadWithStylesheets().catch((error: unknown) => {
      failedIn = inTry;
      throw error;
    });
  };
  let Current = lazy(attempt);
  return function PartOnDemand(props: ComponentProps<T>) {
    const inTry = useContext(PartTry);
    if (failedIn !== null && failedIn !== inTry) {
      failedIn = null;
      Current = lazy(attempt);
    }
    renderedIn = inTry;
    return <Current {...props} />;
  };
}

/**
 * A part of a screen whose code loads on demand (`lazyPart`): a count, a note, a menu, a dialog. If that code
 * cannot be downloaded (the network went away before it came), only the part gives way, with a line saying
 * so: the screen around it stays, not replaced by the route's "This page needs the network". When the device
 * or the host is back (lib/query/recovery.ts) the part is rendered again, and its code asked again. Any other
 * error goes on up to the route's error screen.
 */
export function OnDemandPart({ children, fallback = null, failed, closeOnFailure }: OnDemandPartProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(nextTry);
  const [down, setDown] = useState(false);
  const onFailed = () => {
    setDown(true);
    if (!closeOnFailure) return;
    notifications.show({ color: 'yellow', message: t('errors:dialogNotLoaded') });
    closeOnFailure();
  };
  // Not asked again on code-again's backoff (lib/network/code-again.ts), as a route is: each ask would blink
  // the part's fallback (the plain notices would vanish and restart their time). Its next mount asks again.
  useRecovery(() => {
    if (!down) return;
    setDown(false);
    setAttempt(nextTry());
  });
  return (
    <PartTry.Provider value={attempt}>
      <CodeLoadBoundary key={attempt} failed={closeOnFailure ? null : (failed ?? <PartNotLoaded />)} onFailed={onFailed}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </CodeLoadBoundary>
    </PartTry.Provider>
  );
}

function PartNotLoaded() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('errors:partNotLoaded')}
    </Text>
  );
}

interface BoundaryProps {
  children: ReactNode;
  failed: ReactNode;
  onFailed: () => void;
}

class CodeLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isCodeLoadError(error)) this.props.onFailed();
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isCodeLoadError(error)) return this.props.failed;
    throw error; // not ours: the route's error screen says it
  }
}
