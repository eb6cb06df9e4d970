/** Build-time settings. Unset base URLs mean the embedded demo host answers (see main.tsx). */
const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** Same-origin prefix the embedded demo host listens on when no real host is configured. */
export const DEMO_API_PREFIX = 'demo-api';
export const DEMO_CHAT_PREFIX = 'demo-chat';

const configuredApi = import.meta.env.VITE_API_BASE_URL?.trim() ?? '';
const configuredChat = import.meta.env.VITE_CHAT_BASE_URL?.trim() ?? '';

export const env = {
  /** True when no administration host is configured: the demo host must be started. */
  usesDemoHost: configuredApi === '',
  apiBaseUrl: configuredApi === '' ? resolveSameOrigin(DEMO_API_PREFIX) : trimSlash(configuredApi),
  chatBaseUrl: configuredChat === '' ? resolveSameOrigin(DEMO_CHAT_PREFIX) : trimSlash(configuredChat),
  superUserGroup: import.meta.env.VITE_SUPER_USER_GROUP?.trim() || 'SuperUser',
  /** The school contact shown for cancellations and customer service (spec 8 "{email}"). */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'support@demo.school',
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  appBuild: typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev',
} as const;

function resolveSameOrigin(prefix: string): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  return trimSlash(new URL(prefix, base).toString());
}
