import { redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session/session-store';

/** The shell needs a session: otherwise /login, remembering where the user wanted to go. */
export function requireSession({ location }: { location: { href: string } }): void {
  if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}

/** /login and /register are barred to signed-in users (spec 2). */
export function barSignedIn(): void {
  if (getSession()) throw redirect({ to: '/', replace: true });
}
