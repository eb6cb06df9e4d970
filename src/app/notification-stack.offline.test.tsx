import { cleanNotifications, notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stackCode } from '@/test/notices-code';
import { act, fireEvent, render, screen, userEvent, within } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { NotificationStack } from './notification-stack';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));

vi.mock('@/app/load-notifications-view', () => import('@/test/notices-code'));

beforeAll(useEnglish);
afterEach(() => {
  act(() => cleanNotifications());
  vi.useRealTimers();
});
// Never downloaded in this file: once it has come, the stack's code stays for the module's life (notification-stack.back.test.tsx).
beforeEach(() => void (stackCode.online = false));

const plainAlert = (name: string) => screen.getByRole('alert', { name });

describe('NotificationStack whose code cannot be downloaded', () => {
  it('asks for nothing until a notice is shown; the notice then says its words in a plain alert, closed by its button', async () => {
    const asked = stackCode.asked;
    render(<NotificationStack />);
    expect(stackCode.asked, 'nothing asked before a notice or the idle work').toBe(asked);
    act(() => void notifications.show({ title: 'Lost contact', message: 'Lost contact with the server, please try again later!' }));
    expect(await screen.findByRole('alert', { name: 'Lost contact' })).toHaveTextContent(
      'Lost contact with the server, please try again later!',
    );
    expect(stackCode.asked).toBeGreaterThan(asked);
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
});
