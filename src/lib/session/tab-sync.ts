import { type Locale, useLocaleStore } from '@/lib/i18n/locale-store';
import { mergeRemoteSession } from './identity';
import { adoptSession, applyRefreshedTokens, getSession, onLocalSessionChange, type SessionChange } from './session-store';

/**
 * Tabs share one session: every change this tab makes (sign-in, sign-out, switch, a refreshed
 * token, the language) is told to the other open tabs of the origin over a BroadcastChannel,
 * and theirs are applied here. Sign-out in one tab signs out every tab.
 */
type TabMessage = SessionChange | { kind: 'locale'; locale: Locale };

export const TAB_CHANNEL = 'tp.session';

export function receiveTabMessage(message: TabMessage): void {
  if (message.kind === 'session') adoptSession(mergeRemoteSession(getSession(), message.session));
  else if (message.kind === 'tokens') applyRefreshedTokens(message.id, message.sent, message.tokens, message.at, false);
  else if (useLocaleStore.getState().locale !== message.locale) useLocaleStore.setState({ locale: message.locale });
}

export function startTabSync(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  // Set only while a received language is applied (the store notifies synchronously): no echo.
  let received: Locale | null = null;
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data.kind === 'locale') received = event.data.locale;
    receiveTabMessage(event.data);
    received = null;
  };
  const stopSession = onLocalSessionChange((change) => channel.postMessage(change));
  const stopLocale = useLocaleStore.subscribe(({ locale }, prev) => {
    if (locale !== prev.locale && locale !== received) channel.postMessage({ kind: 'locale', locale });
  });
  return () => {
    stopSession();
    stopLocale();
    channel.close();
  };
}
