import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { hasDrafts, loadDraft, removeAllDrafts, removeDraft, saveDraft } from './draft-store';

const as = (uid: number, teacherId: number) =>
  setSession({ uid, teacherId, accessToken: 'a', refreshToken: 'r', rememberMe: false } as AuthSession);

describe('drafts', () => {
  beforeEach(() => as(1, 1));

  it('round-trips a value, sealed in storage', async () => {
    await saveDraft('comment:9', { html: '<p>secret words</p>' });
    expect(await loadDraft('comment:9')).toEqual({ html: '<p>secret words</p>' });
    expect(Object.values(localStorage).join()).not.toContain('secret words');
  });

  it('keeps a long draft (sealing once failed past ~120 kB)', async () => {
    const html = `<p>${'A long piece of feedback, pasted and edited. '.repeat(6000)}</p>`;
    await saveDraft('comment:10', { html });
    expect(await loadDraft('comment:10')).toEqual({ html });
  });

  it('keeps drafts per identity: a teacher acted as never sees another identity draft', async () => {
    await saveDraft('comment:9', 'mine');
    as(1, 77);
    expect(await loadDraft('comment:9')).toBeNull();
    expect(hasDrafts()).toBe(false);
    as(1, 1);
    expect(await loadDraft('comment:9')).toBe('mine');
  });

  it('survives a new session of the same user (re-login)', async () => {
    await saveDraft('eval:3', { score: 4 });
    setSession(null);
    as(1, 1);
    expect(await loadDraft('eval:3')).toEqual({ score: 4 });
  });

  it('is removed one by one or all at sign-out', async () => {
    await saveDraft('a', 1);
    await saveDraft('b', 2);
    removeDraft('a');
    expect(await loadDraft('a')).toBeNull();
    removeAllDrafts();
    expect(await loadDraft('b')).toBeNull();
  });

  it('without a session nothing is stored or read', async () => {
    setSession(null);
    await saveDraft('x', 1);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tp.draft'))).toEqual([]);
    expect(await loadDraft('x')).toBeNull();
  });

  it('ignores a tampered draft', async () => {
    await saveDraft('t', 'v');
    const key = Object.keys(localStorage).find((k) => k.startsWith('tp.draft'))!;
    localStorage.setItem(key, 'garbage');
    expect(await loadDraft('t')).toBeNull();
  });
});
