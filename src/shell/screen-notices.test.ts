import { createNotificationsStore, showNotification } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { APP_WIDE, closeScreenNotices } from './screen-notices';

describe('closeScreenNotices', () => {
  it('closes the screen notices, shown and queued, and keeps the app-wide ones', () => {
    const store = createNotificationsStore();
    store.setState({ ...store.getState(), limit: 2 });
    const onClose = vi.fn();
    showNotification({ id: 'saved', message: 'Saved', onClose }, store);
    showNotification({ id: 'expired', message: 'The session has expired', ...APP_WIDE }, store);
    showNotification({ id: 'reminder', message: 'Class starts in 10 minutes', autoClose: false }, store); // queued
    showNotification({ id: 'lost', message: 'Lost contact', ...APP_WIDE }, store); // queued
    expect(store.getState().queue.map((n) => n.id)).toEqual(['reminder', 'lost']);

    closeScreenNotices(store);

    const { notifications, queue } = store.getState();
    expect([...notifications, ...queue].map((n) => n.id)).toEqual(['expired', 'lost']);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does nothing without notices', () => {
    const store = createNotificationsStore();
    closeScreenNotices(store);
    expect(store.getState().notifications).toEqual([]);
  });
});
