/** What the sign-in form sends: the username without surrounding spaces, the password as typed. */
export interface SignInValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Per field, the translation key of what is wrong; no key when the form may be sent. */
export type SignInProblems = Partial<Record<'username' | 'password', 'auth:usernameRequired' | 'auth:passwordRequired'>>;

/** Pure: what the form holds, as sent: the username without surrounding spaces. */
export const toSignInRequest = (values: SignInValues): SignInValues => ({ ...values, username: values.username.trim() });

/** Pure: a username of spaces is none. */
export const usernameProblem = (username: string): SignInProblems['username'] | null =>
  username.trim() === '' ? 'auth:usernameRequired' : null;

/** Pure: a password of spaces is still a password (the host judges it). */
export const passwordProblem = (password: string): SignInProblems['password'] | null => (password === '' ? 'auth:passwordRequired' : null);

/** Pure: both fields are required. */
export function signInProblems(values: Pick<SignInValues, 'username' | 'password'>): SignInProblems {
  const problems: SignInProblems = {};
  const username = usernameProblem(values.username);
  const password = passwordProblem(values.password);
  if (username) problems.username = username;
  if (password) problems.password = password;
  return problems;
}
