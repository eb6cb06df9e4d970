import { cleanNotifications, notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppWorkerStore } from '@/lib/app-worker/app-worker-store';
import { act, render, screen } from '@/test/render';
import { closeScreenNotices } from './screen-notices';
import { HeaderUpdateOffer, UpdateNotice } from './update-notice';

const shown = () => notificationsStore.getState().notifications.map((notice) => notice.id);

afterEach(() => {
  act(() => cleanNotifications());
  useAppWorkerStore.setState({ updateReady: false });
});

describe('UpdateNotice', () => {
  it('offers the new version once it waits, and the offer stays when the teacher moves to another screen', () => {
    render(<UpdateNotice />);
    expect(shown()).toEqual([]);
    act(() => useAppWorkerStore.setState({ updateReady: true }));
    act(() => void notifications.show({ id: 'saved', message: 'Saved' }));
    expect(shown()).toEqual(['app-update', 'saved']);

    act(() => closeScreenNotices());
    expect(shown()).toEqual(['app-update']);
  });

  it('on a screen with the header, the header offers it and no notice floats over the screen (issue 48.3)', () => {
    const { rerender } = render(
      <>
        <UpdateNotice />
        <HeaderUpdateOffer />
      </>,
    );
    act(() => useAppWorkerStore.setState({ updateReady: true }));
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Reload');

    // A screen without the header (sign-in, the waiting room): the notice.
    rerender(<UpdateNotice />);
    expect(shown()).toEqual(['app-update']);
  });
});
