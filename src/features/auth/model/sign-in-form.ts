/** What the sign-in form sends: the username without surrounding spaces, the password as typed. */
export interface SignInValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Per field, the translation key of what is wrong; no key when the form may be sent. */
export type SignInProblems = Partial<Record<'username' | 'password', 'auth:usernameRequired' | 'auth:passwordRequired'>>;

/** Pure: the form's fields (FormData entries) read as values. A missing checkbox entry is "unchecked". */
export function readSignInForm(get: (name: string) => FormDataEntryValue | null): SignInValues {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: text('username').trim(), password: text('password'), rememberMe: get('rememberMe') !== null };
}

/** Pure: both fields are required; a password of spaces is still a password (the host judges it). */
export function signInProblems(values: Pick<SignInValues, 'username' | 'password'>): SignInProblems {
  const problems: SignInProblems = {};
  if (values.username.trim() === '') problems.username = 'auth:usernameRequired';
  if (values.password === '') problems.password = 'auth:passwordRequired';
  return problems;
}
