import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { beforeAll, beforeEach } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { signIn } from '@/features/auth/actions/sign-in';
import { initI18n } from '@/lib/i18n/i18n';
import { setLocale } from '@/lib/i18n/locale-store';
import { queryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';

/** Integration tests: English catalogues loaded once per file. */
export async function useEnglish(): Promise<void> {
  setLocale('en');
  await initI18n('en');
}

/** Signs in at the demo host (msw/node) as a demo account, without the login screen. */
export const signInAs = (username = 'teacher@demo.school') => signIn({ username, password: 'demo1234', rememberMe: false });

/** The real app (routes, guards, HTTP core, demo host) at `path`, in a memory history; `strict`: as in dev, effects run twice. */
export function renderAppAt(path: string, { strict = false } = {}) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(
    strict ? (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    ) : (
      <App router={router} />
    ),
  );
  return router;
}

/** The first render loads the route's code (transformed on first use in vitest): give it time. */
export const FIRST_LOAD_MS = 10_000;

/**
 * A whole-app test file's describe options: its first test also transforms every screen it loads on
 * demand (an app test took 1.6 s idle, over 15 s once at load ~10), so the default 15 s is not enough.
 */
export const WHOLE_APP = { timeout: 45_000 };

/** For a test file: English, and before each test a fresh cache and a new sign-in. */
export function signedInForEachTest(username?: string): void {
  beforeAll(useEnglish);
  beforeEach(async () => {
    setSession(null);
    queryClient.clear();
    await signInAs(username);
  });
}
