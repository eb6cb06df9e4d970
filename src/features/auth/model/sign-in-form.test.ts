import { describe, expect, it } from 'vitest';
import { readSignInForm, signInProblems } from './sign-in-form';

const entries = (fields: Record<string, string | File>) => (name: string) => fields[name] ?? null;

describe('readSignInForm', () => {
  it.each([
    ['trims the username, keeps the password as typed, checked box', { username: '  emma@school ', password: ' pw ', rememberMe: 'on' }, { username: 'emma@school', password: ' pw ', rememberMe: true }],
    ['an unchecked box sends no entry', { username: 'a', password: 'b' }, { username: 'a', password: 'b', rememberMe: false }],
    ['missing fields read as empty', {}, { username: '', password: '', rememberMe: false }],
    ['a file where text belongs reads as empty', { username: new File(['x'], 'x.txt'), password: 'b' }, { username: '', password: 'b', rememberMe: false }],
    ['unicode usernames are kept', { username: '\u00a0李老师\u00a0', password: '密码' }, { username: '李老师', password: '密码', rememberMe: false }],
  ])('%s', (_, fields, expected) => {
    expect(readSignInForm(entries(fields))).toEqual(expected);
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
