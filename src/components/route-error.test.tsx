import { type QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AnyRoute,
  createLazyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { scopedKey } from '@/lib/query/identity-scope';
import { connectivity, type HostOrigin } from '@/lib/network/connectivity';
import { loadRoute } from '@/lib/query/load-query';
import { startRecovery } from '@/lib/query/recovery';
import { createQueryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';
import { withStylesheets } from '@/lib/stylesheet-recovery';
import { deferred, until } from '@/test/deferred';
import { act, render, screen, userEvent, within } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { testSession } from '@/test/session-fixture';
import { PendingScreen } from './pending-screen';
import { QueryState } from './query-state';
import { RouteError } from './route-error';

/** The host out of reach; `origin`: the host the request named, as `apiRequest`'s failures do. */
const lost = (origin?: HostOrigin) => new ApiError('network', FAILURE_STATUS, 'Lost contact with the server', undefined, undefined, origin);

/** One host per query, answered by hand (one deferred per fetch). */
function host(name: string) {
  const asks: ReturnType<typeof deferred<string>>[] = [];
  const options = () =>
    queryOptions({
      queryKey: scopedKey(name),
      queryFn: () => {
        const answer = deferred<string>();
        asks.push(answer);
        return answer.promise;
      },
    });
  return { asks, options };
}

/**
 * A route as the app writes one: the loader needs the class list (a failure is the route's error
 * screen) and wants the notes panel (a failure is the panel's to say), the screen shows each
 * through QueryState; the app router's RouteError is the error component.
 */
function renderRoute() {
  const client = createQueryClient();
  const classes = host('classes');
  const notes = host('notes');
  function Screen() {
    const list = useQuery(classes.options());
    const panel = useQuery(notes.options());
    return (
      <QueryState query={list}>
        {(text) => (
          <>
            <h1>{text}</h1>
            <QueryState query={panel} title="The notes did not load">
              {(note) => <p>{note}</p>}
            </QueryState>
          </>
        )}
      </QueryState>
    );
  }
  const root = appRoot();
  const route = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: ({ context }) => loadRoute(context.queryClient, { need: [classes.options], want: [notes.options] }),
    component: Screen,
  });
  mountAtRoot(root, route, client);
  return { classes, notes, client };
}

const appRoot = () => createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });

/** One route at '/' under the app's root, with the app router's error and pending screens. */
function mountAtRoot(root: ReturnType<typeof appRoot>, route: AnyRoute, client: QueryClient) {
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient: client },
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PendingScreen,
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A route whose code (as the app loads a route's) is refused `refusals` times, then comes. */
function renderLazyRoute(refusals: number) {
  const client = createQueryClient();
  const root = appRoot();
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= refusals)
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/booking.lazy-1.js');
    return createLazyRoute('/')({ component: () => <h1>Book a class</h1> });
  });
  const route = createRoute({ getParentRoute: () => root, path: '/' }).lazy(withStylesheets(load));
  mountAtRoot(root, route, client);
  return load;
}

beforeAll(useEnglish);
afterEach(() => {
  setSession(null);
  vi.restoreAllMocks();
});

describe('a route loader through loadRoute, its screen through QueryState', () => {
  it('a route’s error screen always offers the way back home (the waiting room has no navigation of its own)', async () => {
    setSession(testSession());
    const { classes, notes } = renderRoute();
    await until(() => classes.asks.length === 1 && notes.asks.length === 1);
    notes.asks[0]!.resolve('notes');
    act(() => classes.asks[0]!.reject(lost()));
    await screen.findByRole('alert', { name: 'Could not load this page' });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('a data error the screen needs reaches the route’s error screen; Try again loads the screen', async () => {
    setSession(testSession());
    const { classes, notes } = renderRoute();
    await until(() => classes.asks.length === 1 && notes.asks.length === 1);
    notes.asks[0]!.resolve('notes');
    act(() => classes.asks[0]!.reject(lost()));

    const failure = await screen.findByRole('alert', { name: 'Could not load this page' });
    expect(failure).toHaveTextContent('Lost contact with the server, please try again later!');
    expect(screen.queryByRole('heading')).toBeNull();

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await until(() => classes.asks.length === 2);
    act(() => classes.asks[1]!.resolve('My classes'));
    expect(await screen.findByRole('heading', { name: 'My classes' })).toBeInTheDocument();
    expect(screen.getByText('notes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure drawn after another answer found the host back (its return told before the screen listened) asks again by itself', async () => {
    setSession(testSession());
    const { classes, notes, client } = renderRoute();
    onTestFinished(startRecovery(client));
    await until(() => classes.asks.length === 1 && notes.asks.length === 1);
    act(() => {
      // The class list's failure marks the host unreachable; the notes' answer, a moment later, finds it back.
      void connectivity.hostUnreachable(true, 'school');
      classes.asks[0]!.reject(lost('school'));
      connectivity.hostAnswered('school');
      notes.asks[0]!.resolve('notes');
    });
    await until(() => classes.asks.length === 2);
    act(() => classes.asks[1]!.resolve('My classes'));
    expect(await screen.findByRole('heading', { name: 'My classes' })).toBeInTheDocument();
  });

  it('a data error the screen only wants stays in its panel, in the screen’s words, with its own Try again', async () => {
    setSession(testSession());
    const { classes, notes } = renderRoute();
    await until(() => classes.asks.length === 1 && notes.asks.length === 1);
    act(() => {
      classes.asks[0]!.resolve('My classes');
      notes.asks[0]!.reject(lost());
    });

    expect(await screen.findByRole('heading', { name: 'My classes' })).toBeInTheDocument();
    // The panel, drawn over a failed answer, asks once more (TanStack Query's retryOnMount); that fails too.
    await until(() => notes.asks.length === 2);
    act(() => notes.asks[1]!.reject(lost()));
    const panel = await screen.findByRole('alert', { name: 'The notes did not load' });
    expect(screen.queryByRole('alert', { name: 'Could not load this page' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await until(() => notes.asks.length === 3);
    act(() => notes.asks[2]!.resolve('notes'));
    expect(await screen.findByText('notes')).toBeInTheDocument();
  });
});

describe('a route’s code', () => {
  it('refused with the device judged online (the network came back just before): asked again by itself, backing off, until it comes', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05); // the backoff's jitter: 50, 100, then 200 ms
    for (const method of ['error', 'warn'] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
    const load = renderLazyRoute(3);
    expect(await screen.findByRole('heading', { name: 'Book a class' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
