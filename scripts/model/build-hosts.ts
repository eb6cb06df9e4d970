/**
 * The hosts a build talks to (issue 48.1): the school's administration host and its chat. A build for a
 * real host names both; left unset, the chat would be asked on the portal's own origin, whose static
 * server answers with the app's HTML ("The server sent an answer the portal could not read").
 */
export interface HostSettings {
  VITE_API_BASE_URL?: string | undefined;
  VITE_CHAT_BASE_URL?: string | undefined;
}

export interface BuildHosts {
  apiBaseUrl: string;
  chatBaseUrl: string;
  /** Said when the build chose the chat host itself. */
  note: string | null;
}

/** Where `npm run demo-host` answers its chat: under any prefix of its own origin (mocks/handlers). */
export const DEMO_HOST_CHAT_PATH = '/demo-chat';

/** `npm run demo-host` listens on this machine: an administration host there is taken for it. */
const ON_THIS_MACHINE = new Set(['127.0.0.1', 'localhost', '[::1]']);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function onThisMachine(url: string): boolean {
  try {
    return ON_THIS_MACHINE.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The hosts of a build for a real host, or null for the embedded demo host (no VITE_API_BASE_URL).
 * Without VITE_CHAT_BASE_URL, a host on this machine is the demo host and its chat is derived (and said);
 * any other host stops the build with the setting to add.
 */
export function buildHosts(settings: HostSettings): BuildHosts | null {
  const api = settings.VITE_API_BASE_URL?.trim() ?? '';
  if (api === '') return null;
  const apiBaseUrl = trimSlash(api);
  const chat = settings.VITE_CHAT_BASE_URL?.trim() ?? '';
  if (chat !== '') return { apiBaseUrl, chatBaseUrl: trimSlash(chat), note: null };
  const derived = `${apiBaseUrl}${DEMO_HOST_CHAT_PATH}`;
  if (onThisMachine(apiBaseUrl)) {
    return {
      apiBaseUrl,
      chatBaseUrl: derived,
      note:
        `VITE_CHAT_BASE_URL is unset: the chat is the demo host's, ${derived} (VITE_API_BASE_URL is on this machine, ` +
        'taken for `npm run demo-host`). Set VITE_CHAT_BASE_URL to name another chat host.',
    };
  }
  throw new Error(
    `A build for ${apiBaseUrl} needs its chat host too: VITE_CHAT_BASE_URL=https://chat.school.example ` +
      `VITE_API_BASE_URL=${apiBaseUrl} npm run build\n` +
      `For the demo host over HTTP elsewhere than this machine, its chat is VITE_CHAT_BASE_URL=${derived}`,
  );
}
