import { expect as baseExpect, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, clearFaults, injectFaults, openAccountMenu, recordRequests } from './support/app';

// Whole journeys over the in-browser demo host: slow on a loaded machine, never waiting on purpose.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ role: 'teacher', language: 'en' });

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Opens the chat from the header menu (spec 2: the chat room is also in the header menu). */
async function openChatFromMenu(page: Page, name: string) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Chat room' }).click();
  await expect(page.getByRole('heading', { name: 'Chat room', level: 1 })).toBeVisible();
}

test.describe(() => {
  test.use({ clock: 'installed' });
  test('open a conversation, page back through its history, send and receive a reply', async ({ page, openSignedIn }) => {
    const sends = recordRequests(page, '/api/v1/chat.sendMessage');
    const chatCalls = recordRequests(page, '/demo-chat/api/v1/');
    await openSignedIn();
    await openChatFromMenu(page, ACCOUNTS.teacher.name);

    // The long direct message has two unread messages; opening it reads them.
    const unread = conversations(page).getByRole('link').filter({ hasText: '2 unread messages' });
    await expect(unread).toHaveCount(1);
    await unread.click();
    const name = (await page.getByRole('heading', { level: 2 }).textContent())!.trim();
    const log = page.getByRole('log', { name: `Messages: ${name}` });
    await expect(log.getByText('You did very well today. Keep practising!').first()).toBeVisible();
    // Each day of messages names whose clock its times are on.
    await expect(log.getByText(/^\d{4}-\d{2}-\d{2} · New York time$/).first()).toBeVisible();
    await expect(conversations(page).getByRole('link').filter({ hasText: name })).not.toContainText('unread');

    // 64 messages: the newest 30, then two more pages back to the start.
    await log.getByRole('button', { name: 'Load earlier messages' }).click();
    await log.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(log.getByText('This is the start of the conversation.')).toBeVisible();
    await expect(log.getByText('Hello teacher! Thank you for the lesson today.').first()).toBeVisible();

    // A double click sends once. The reply is due 3 s after the message and comes with the next
    // poll (every 5 s): the page clock jumps, nothing waits.
    await composer(page).fill('See you on Friday!');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(log.getByText('See you on Friday!')).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    expect(sends.urls).toHaveLength(1);
    await page.clock.fastForward(2000);
    await expect(log.getByText('Thank you, teacher!')).toHaveCount(0);
    await page.clock.fastForward(8000);
    await expect(log.getByText('Thank you, teacher!')).toBeVisible();

    // Chat calls carry the chat credentials, never the admin host's bearer token.
    expect(chatCalls.urls.length).toBeGreaterThan(3);
    expect(chatCalls.authorizations.every((header) => header === undefined)).toBe(true);
    expect(chatCalls.urls.some((url) => url.includes('updatedSince='))).toBe(true);

    await expectAccessible(page, 'a conversation');
  });

  test('a reply to another conversation shows up there as unread', async ({ page, openSignedIn }) => {
    await openSignedIn('/#/chat');
    const links = conversations(page).getByRole('link');
    const group = links.filter({ hasText: 'Beijing Tutors teachers' });
    await group.click();
    await composer(page).fill('Shall we meet on Thursday?');
    await composer(page).press('Enter');
    await expect(page.getByRole('log').getByText('Shall we meet on Thursday?')).toBeVisible();

    // Meanwhile the teacher reads the read-only channel; the colleague's answer comes with a poll.
    await links.filter({ hasText: 'Announcements' }).click();
    await expect(page.getByText('Only the school posts in this channel.')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await page.clock.fastForward(10_000);
    await expect(group).toContainText('1 unread message');
    await expect(group).toContainText('Thanks for sharing!');
  });
});

test('what the teacher started typing survives a reload', async ({ page, openSignedIn }) => {
  await openSignedIn('/#/chat');
  // A direct message (not the group, not the channel).
  await conversations(page)
    .getByRole('link')
    .filter({ hasNotText: /Announcements|Beijing Tutors/ })
    .first()
    .click();
  await composer(page).fill('Half-typed message');
  // The draft is saved (sealed) a moment after typing stops.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (key) => key.startsWith('tp.draft:') && key.endsWith(':chat:' + new URLSearchParams(location.hash.split('?')[1]).get('room')),
        ),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(composer(page)).toHaveValue('Half-typed message');
});

test('the chat cannot be entered: the spec message and a way to try again', async ({ page, openSignedIn }) => {
  // The chat answers 401 (credentials it does not accept): no admin-host refresh may follow.
  await injectFaults(page, [{ kind: 'status', status: 401, match: '/api/v1/subscriptions.get' }]);
  const refreshes = recordRequests(page, '/login/teacher_portal/token');
  await openSignedIn('/#/chat');
  const alert = page.getByRole('alert').filter({ hasText: 'Error occurred when enter the chat room.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You are not allowed to do this. Please sign in again.');
  expect(refreshes.urls).toEqual([]);

  await clearFaults(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(conversations(page).getByRole('link').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

// The second user signs in through the form, after the first signed out: that is the journey.
test('signing out drops the chat: the next user sees only their own', async ({ page, openSignedIn }) => {
  let signedOut = false;
  const usersAfterSignOut = new Set<string>();
  page.on('request', (request) => {
    if (signedOut && request.url().includes('/demo-chat/')) usersAfterSignOut.add(request.headers()['x-user-id'] ?? 'none');
  });
  await openSignedIn('/#/chat');
  await conversations(page).getByRole('link').first().click();
  await composer(page).fill('Only for Emma and her student');
  await composer(page).press('Enter');
  await expect(page.getByRole('log').getByText('Only for Emma and her student')).toBeVisible();

  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  signedOut = true;
  await page.getByLabel('Username').fill(ACCOUNTS.admin.username);
  await page.getByLabel(/^Password/).fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the chat (the sign-in returns to it), as Grace Wang's chat user only.
  await expect(conversations(page).getByRole('link').first()).toBeVisible();
  await conversations(page).getByRole('link').first().click();
  await expect(page.getByRole('log')).toBeVisible();
  await expect(page.getByText('Only for Emma and her student')).toHaveCount(0);
  expect([...usersAfterSignOut]).toEqual(['rc-1002']);
});
