import { cleanNotifications, notifications } from '@mantine/notifications';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { stackCode } from '@/test/notices-code';
import { networkBack } from '@/test/recovery';
import { act, render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { NotificationStack } from './notification-stack';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));
vi.mock('@/app/load-notifications-view', () => import('@/test/notices-code'));

beforeAll(useEnglish);
afterAll(() => act(() => cleanNotifications()));

// A file of its own: once the stack's code has come, it stays for the module's life.
it('the stack whose code could not come is asked again when the network is back, and takes the plain notices over', async () => {
  stackCode.online = false;
  render(<NotificationStack />);
  act(() => void notifications.show({ title: 'Saved offline', message: 'Kept on this device', autoClose: false }));
  expect(await screen.findByRole('alert', { name: 'Saved offline' })).toBeInTheDocument();
  expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  const asked = stackCode.asked;
  stackCode.online = true;
  act(() => networkBack());
  expect(await screen.findByText('Kept on this device', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  expect(stackCode.asked).toBeGreaterThan(asked);
  expect(document.querySelector('.mantine-Alert-root'), 'the plain alert gave way').toBeNull();
});
