import { cleanNotifications, notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { networkBack } from '@/test/recovery';
import { act, fireEvent, render, screen, userEvent, within } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { NotificationStack } from './notification-stack';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));

/** Whether the stack's file can be downloaded, and how often it was asked for. */
const view = vi.hoisted(() => ({ online: false, asked: 0 }));
vi.mock('./load-notifications-view', () => ({
  loadNotificationsView: async () => {
    view.asked += 1;
    if (!view.online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/notifications-view.js');
    return import('./notifications-view');
  },
}));

beforeAll(useEnglish);
afterEach(() => {
  act(() => cleanNotifications());
  vi.useRealTimers();
});

const plainAlert = (name: string) => screen.getByRole('alert', { name });

describe('NotificationStack whose code cannot be downloaded', () => {
  it('asks for nothing until a notice is shown; the notice then says its words in a plain alert, closed by its button', async () => {
    render(<NotificationStack />);
    expect(view.asked, 'nothing asked before a notice or the idle work').toBe(0);
    act(() => void notifications.show({ title: 'Lost contact', message: 'Lost contact with the server, please try again later!' }));
    expect(await screen.findByRole('alert', { name: 'Lost contact' })).toHaveTextContent(
      'Lost contact with the server, please try again later!',
    );
    expect(view.asked).toBeGreaterThan(0);
    // At the stack's place, the foot of the screen: never over the header and its account menu.
    expect(plainAlert('Lost contact').parentElement).toHaveStyle({ position: 'fixed', bottom: 'var(--mantine-spacing-md)' });
    expect(document.querySelector('.mantine-Notification-root'), 'not Mantine’s stack: its code did not come').toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('each goes after its time (4 s unless it says otherwise), one that says it stays stays; three at once, the others waiting their turn', async () => {
    vi.useFakeTimers();
    render(<NotificationStack />);
    act(() => {
      notifications.show({ title: 'Stays', message: 'a', autoClose: false });
      notifications.show({ title: 'Quick', message: 'b', autoClose: 1000 });
      notifications.show({ title: 'Default', message: 'c' });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert', { name: 'Quick' })).not.toBeInTheDocument();
    expect(plainAlert('Default')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert', { name: 'Default' })).not.toBeInTheDocument();
    expect(plainAlert('Stays')).toBeInTheDocument();
    act(() => {
      for (const title of ['One', 'Two', 'Three']) notifications.show({ title, message: title, autoClose: false });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Staysa', 'OneOne', 'TwoTwo']);
    fireEvent.click(within(plainAlert('One')).getByRole('button', { name: 'Close' }));
    expect(plainAlert('Three'), 'the one waiting comes when another goes').toBeInTheDocument();
  });

  it('when the network is back the stack is asked again and takes the notices over', async () => {
    render(<NotificationStack />);
    act(() => void notifications.show({ title: 'Saved offline', message: 'Kept on this device', autoClose: false }));
    expect(await screen.findByRole('alert', { name: 'Saved offline' })).toBeInTheDocument();
    view.online = true;
    act(() => networkBack());
    expect(await screen.findByText('Kept on this device', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
    expect(document.querySelector('.mantine-Alert-root'), 'the plain alert gave way').toBeNull();
    view.online = false;
  });
});
