import type * as MantineNotifications from '@mantine/notifications';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test/render';
import { NotificationStack } from './notification-stack';

/** How many commits the page had when Mantine's stack rendered, each time it did. */
const seen = vi.hoisted(() => ({ commits: 0, stackRenders: [] as number[] }));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const mantine = await importOriginal<typeof MantineNotifications>();
  function RecordedNotifications(props: Parameters<typeof mantine.Notifications>[0]) {
    seen.stackRenders.push(seen.commits);
    return <mantine.Notifications {...props} />;
  }
  return { ...mantine, Notifications: RecordedNotifications };
});

afterEach(() => {
  act(() => cleanNotifications());
  seen.commits = 0;
  seen.stackRenders.length = 0;
});

const renderStack = () =>
  render(
    <Profiler id="page" onRender={() => void (seen.commits += 1)}>
      <NotificationStack />
    </Profiler>,
  );

describe('NotificationStack', () => {
  it('is not part of the first commit (it mounts after it), then shows notices', async () => {
    renderStack();
    act(() => void notifications.show({ message: 'Saved' }));
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.stackRenders[0]).toBeGreaterThanOrEqual(1);
  });

  it('a notice shown before it mounted appears once it has', async () => {
    act(() => void notifications.show({ message: 'Lost contact with the server' }));
    renderStack();
    expect(await screen.findByText('Lost contact with the server', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
