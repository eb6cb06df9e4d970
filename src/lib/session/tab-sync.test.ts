import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { dropGoneIdentities, identityScope } from '@/lib/query/identity-scope';
import { testIdentity, testSession } from '@/test/session-fixture';
import { getSession, identitySignal, onLocalSessionChange, type SessionChange, setSession } from './session-store';
import { receiveTabMessage } from './tab-sync';

afterEach(() => setSession(null));

describe('messages from another tab', () => {
  it('a sign-out there signs out here, aborts this tab’s requests, and is not echoed back', () => {
    setSession(testSession());
    const signal = identitySignal('id-A');
    const told: SessionChange[] = [];
    const stop = onLocalSessionChange((change) => void told.push(change));
    receiveTabMessage({ kind: 'session', session: null });
    stop();
    expect(getSession()).toBeNull();
    expect(signal.aborted).toBe(true);
    expect(told).toEqual([]);
  });

  it.each([
    ['the identity’s current refresh token', 'refresh-1', 'new'],
    ['a refresh token already rotated here', 'refresh-0', 'old'],
  ])('a refresh there, sent with %s', (_name, sent, expected) => {
    setSession(testSession());
    receiveTabMessage({ kind: 'tokens', id: 'id-A', sent, tokens: { accessToken: 'new', refreshToken: 'refresh-2' }, at: 1 });
    expect(getSession()?.accessToken).toBe(expected);
  });

  it('a refresh there of an identity this tab no longer has changes nothing', () => {
    setSession(testSession({ id: 'id-B', accessToken: 'B' }));
    receiveTabMessage({ kind: 'tokens', id: 'id-A', sent: 'refresh-1', tokens: { accessToken: 'new', refreshToken: 'r' }, at: 1 });
    expect(getSession()).toMatchObject({ id: 'id-B', accessToken: 'B' });
  });

  it('the language chosen there', () => {
    useLocaleStore.setState({ locale: 'en' });
    receiveTabMessage({ kind: 'locale', locale: 'zh' });
    expect(useLocaleStore.getState().locale).toBe('zh');
  });
});

describe('answers of identities that left', () => {
  const cache = () => {
    const client = new QueryClient();
    for (const scope of ['id-A', 'own:id-A', 'id-T', 'own:id-own', 'anonymous']) client.setQueryData([scope, 'x'], scope);
    return client;
  };
  const scopes = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0])
      .sort();

  it.each([
    ['sign-out', testSession(), null, ['anonymous']],
    ['sign-in', null, testSession(), ['id-A', 'own:id-A']],
    [
      'switch: the admin’s own list stays, the admin’s screens go',
      testSession(),
      testSession({ id: 'id-T', ownIdentity: testIdentity({ id: 'id-A' }) }),
      ['id-T', 'own:id-A'],
    ],
    ['back to the own account', testSession({ id: 'id-T', ownIdentity: testIdentity() }), testSession({ id: 'id-own' }), ['own:id-own']],
  ])('%s', (_name, prev, next, kept) => {
    const client = cache();
    dropGoneIdentities(client, prev, next);
    expect(scopes(client)).toEqual(kept);
  });

  it('scopes: the current identity, the admin’s own, or nobody', () => {
    setSession(testSession({ id: 'id-T', ownIdentity: testIdentity() }));
    expect([identityScope(), identityScope('own')]).toEqual(['id-T', 'own:id-own']);
    setSession(null);
    expect(identityScope()).toBe('anonymous');
  });
});
