import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFaults } from '@mocks/demo-state';
import { getSession, setSession } from '@/lib/session/session-store';
import { FIRST_LOAD_MS, renderAppAt, signedInForEachTest, WHOLE_APP } from '@/test/render-app';

signedInForEachTest();

describe('Chat room over the demo host', WHOLE_APP, () => {
  it('lists the conversations with their unread counts and opens one', async () => {
    renderAppAt('/chat');
    const list = await screen.findByRole('navigation', { name: 'Conversations' }, { timeout: FIRST_LOAD_MS });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(within(list).getByText('2 unread messages')).toBeInTheDocument();
    await userEvent.click(within(list).getByText('Announcements'));
    expect(await screen.findByText('Only the school posts in this channel.')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages: Announcements' })).toHaveTextContent('support@demo.school');
  });

  it('without chat credentials the chat cannot be entered (spec 8)', async () => {
    setSession({ ...getSession()!, chat: null });
    renderAppAt('/chat');
    const alert = await screen.findByRole('alert', {}, { timeout: FIRST_LOAD_MS });
    expect(alert).toHaveTextContent('Error occurred when enter the chat room.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a chat that answers 401 cannot be entered either, and the admin session stays', async () => {
    setFaults([{ kind: 'status', status: 401, match: '/subscriptions.get' }]);
    const before = getSession()?.accessToken;
    renderAppAt('/chat');
    expect(await screen.findByText('Error occurred when enter the chat room.', {}, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(getSession()?.accessToken).toBe(before);
  });
});
