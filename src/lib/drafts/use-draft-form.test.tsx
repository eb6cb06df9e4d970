import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { useEnglish } from '@/test/render-app';
import { useDraftForm } from './use-draft-form';

interface Values {
  name: string;
}
// A key of the 'common' words, so that `message` has something to say.
const validate = (values: Values) => (values.name.trim() === '' ? { name: 'notFoundTitle' } : {});

beforeAll(useEnglish);

function setUp(initial = '') {
  const draft = { save: vi.fn(), clear: vi.fn() };
  const send = vi.fn();
  const hook = renderHook(() => useDraftForm<Values>({ initialValues: { name: initial }, validate, draft, words: 'common' }));
  const submit = () => act(() => hook.result.current.submit(send)());
  const type = (name: string) => act(() => hook.result.current.form.setFieldValue('name', name));
  const shown = () => hook.result.current.problem('name');
  return { draft, send, hook, submit, type, shown };
}

describe('useDraftForm', () => {
  it('says nothing before a submit is tried, even for a broken rule', () => {
    const { type, shown, draft } = setUp('Emma');
    type('');
    expect(shown()).toBeUndefined();
    expect(draft.save).toHaveBeenLastCalledWith({ name: '' });
  });

  it('a tried submit with a broken rule shows it and sends nothing; from then on the message follows the values live', () => {
    const { submit, type, shown, send, hook } = setUp();
    submit();
    expect(send).not.toHaveBeenCalled();
    expect(shown()).toBe('notFoundTitle');
    expect(hook.result.current.message('name')).toBe('Page not found');
    type('E');
    expect(shown()).toBeUndefined();
    expect(hook.result.current.message('name')).toBeUndefined();
    type('  ');
    expect(shown()).toBe('notFoundTitle');
  });

  it('sends the values when every rule holds; the draft is the caller’s to drop', () => {
    const { submit, send, draft } = setUp('Emma');
    submit();
    expect(send).toHaveBeenCalledWith({ name: 'Emma' }, expect.any(AbortSignal));
    expect(draft.clear).not.toHaveBeenCalled();
  });

  it('one send at a time: a second submit while the first is on its way sends nothing, then busy ends', async () => {
    const draft = { save: vi.fn(), clear: vi.fn() };
    const answer = deferred<void>();
    const send = vi.fn(() => answer.promise);
    const hook = renderHook(() => useDraftForm<Values>({ initialValues: { name: 'Emma' }, validate, draft, words: 'common' }));
    act(() => hook.result.current.submit(send)());
    act(() => hook.result.current.submit(send)()); // the double click's second, before any re-render
    expect(send).toHaveBeenCalledTimes(1);
    expect(hook.result.current.busy).toBe(true);
    await act(async () => answer.resolve());
    expect(hook.result.current.busy).toBe(false);
    act(() => hook.result.current.submit(send)());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('restart begins again from the values given, untried, and drops the draft', () => {
    const { submit, type, shown, hook, draft } = setUp();
    submit();
    act(() => hook.result.current.restart({ name: 'Saved' }));
    expect(hook.result.current.form.values).toEqual({ name: 'Saved' });
    expect(hook.result.current.form.isDirty()).toBe(false);
    expect(draft.clear).toHaveBeenCalled();
    type('');
    expect(shown()).toBeUndefined();
  });
});
