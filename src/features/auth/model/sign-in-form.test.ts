import { describe, expect, it } from 'vitest';
import { signInProblems, toSignInRequest } from './sign-in-form';

describe('toSignInRequest', () => {
  it.each([
    [
      'trims the username, keeps the password as typed',
      { username: '  emma@school ', password: ' pw ', rememberMe: true },
      { username: 'emma@school', password: ' pw ', rememberMe: true },
    ],
    [
      'an unchecked box stays unchecked',
      { username: 'a', password: 'b', rememberMe: false },
      { username: 'a', password: 'b', rememberMe: false },
    ],
    ['empty fields stay empty', { username: '', password: '', rememberMe: false }, { username: '', password: '', rememberMe: false }],
    [
      'unicode usernames are kept',
      { username: '\u00a0李老师\u00a0', password: '密码', rememberMe: true },
      { username: '李老师', password: '密码', rememberMe: true },
    ],
  ])('%s', (_, values, expected) => {
    expect(toSignInRequest(values)).toEqual(expected);
  });
});

describe('signInProblems', () => {
  it.each([
    ['both given', { username: 'emma', password: 'x' }, {}],
    ['both empty', { username: '', password: '' }, { username: 'auth:usernameRequired', password: 'auth:passwordRequired' }],
    ['a username of spaces', { username: '   ', password: 'x' }, { username: 'auth:usernameRequired' }],
    ['a password of spaces is a password', { username: 'emma', password: '   ' }, {}],
    ['no password', { username: 'emma', password: '' }, { password: 'auth:passwordRequired' }],
  ])('%s', (_, values, expected) => {
    expect(signInProblems(values)).toEqual(expected);
  });
});
