import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropGoneIdentities, scopedKey } from '@/lib/query/identity-scope';
import { createQueryClient } from '@/lib/query/query-client';
import { setSession, useSessionStore } from '@/lib/session/session-store';
import { deferred, until } from '@/test/deferred';
import { act, render, screen, userEvent, within } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { testIdentity, testSession } from '@/test/session-fixture';
import { QueryState } from './query-state';

/** A host answered by hand: one deferred per fetch, with the identity that asked; the request takes the signal, as every endpoint does. */
function host() {
  const asks: { scope: unknown; answer: ReturnType<typeof deferred<string>>; signal: AbortSignal }[] = [];
  const options = () =>
    queryOptions({
      queryKey: scopedKey('notes'),
      queryFn: ({ queryKey, signal }) => {
        const answer = deferred<string>();
        asks.push({ scope: queryKey[0], answer, signal });
        return answer.promise;
      },
    });
  return { asks, options };
}

/** A screen as the app writes one: its key is the identity current now (it draws again when the session changes). */
function Notes({ options, title }: { options: ReturnType<typeof host>['options']; title?: string }) {
  useSessionStore((state) => state.session);
  const notes = useQuery(options());
  return (
    <QueryState query={notes} title={title}>
      {(text) => <p>{text}</p>}
    </QueryState>
  );
}

function renderNotes({ strict = false, title }: { strict?: boolean; title?: string } = {}) {
  const client = createQueryClient();
  const { asks, options } = host();
  render(
    <QueryClientProvider client={client}>
      <Notes options={options} title={title} />
    </QueryClientProvider>,
    { reactStrictMode: strict },
  );
  return { client, asks };
}

const teacherA = () => testSession({ id: 'id-A' });
const teacherB = () => testSession({ id: 'id-B', accessToken: 'teacher-B', ownIdentity: testIdentity() });

beforeAll(useEnglish);
afterEach(() => setSession(null));

describe('QueryState', () => {
  it('pending until the answer, then the answer', async () => {
    setSession(teacherA());
    const { asks } = renderNotes();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await until(() => asks.length === 1);
    act(() => asks[0]!.answer.resolve('notes of A'));
    expect(await screen.findByText('notes of A')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an error: its translated message in the screen’s words, and Try again asks again and shows the answer', async () => {
    setSession(teacherA());
    const { asks } = renderNotes({ title: 'Error occurred when enter the chat room.' });
    await until(() => asks.length === 1);
    act(() => asks[0]!.answer.reject(new Error('host down')));
    const alert = await screen.findByRole('alert', { name: 'Error occurred when enter the chat room.' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await until(() => asks.length === 2);
    act(() => asks[1]!.answer.resolve('notes of A'));
    expect(await screen.findByText('notes of A')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a cancellation never shows as an error (StrictMode unmounts the screen once): pending, then the next fetch’s answer', async () => {
    setSession(teacherA());
    const { asks } = renderNotes({ strict: true });
    await until(() => asks.some((ask) => ask.signal.aborted) && asks.length === 2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => asks[1]!.answer.resolve('notes of A'));
    expect(await screen.findByText('notes of A')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error of the identity that left is never shown on the new identity’s screen', async () => {
    setSession(teacherA());
    const { client, asks } = renderNotes();
    await until(() => asks.length === 1);
    act(() => asks[0]!.answer.reject(new Error('host down for A')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    act(() => {
      setSession(teacherB());
      dropGoneIdentities(client, teacherA(), teacherB()); // what the identity watch does on every switch
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await until(() => asks.length === 2);
    act(() => asks[1]!.answer.resolve('notes of B'));
    expect(await screen.findByText('notes of B')).toBeInTheDocument();
    expect(asks.map((ask) => ask.scope)).toEqual(['id-A', 'id-B']);
  });
});
