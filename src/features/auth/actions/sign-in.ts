import { env } from '@/lib/env';
import { queryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { profileQueryOptions } from '../api/get-profile';
import { teachersQueryOptions } from '../api/list-teachers';
import { type Credentials, postLogin } from '../api/login';
import { toAuthSession } from '../model/to-auth-session';

/** Login, then the session; the profile and (for admins) the teacher list load in the background. */
export async function signIn(credentials: Credentials): Promise<AuthSession> {
  const answer = await postLogin(credentials);
  const session = toAuthSession(answer, {
    rememberMe: credentials.rememberMe,
    superUserGroup: env.superUserGroup,
  });
  setSession(session);
  void queryClient.prefetchQuery(profileQueryOptions(session.uid));
  if (session.isAdmin) void queryClient.prefetchQuery(teachersQueryOptions(session.groupId));
  return session;
}
