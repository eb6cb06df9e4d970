import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { type Download, expect, type Page, test } from './support/fixtures';
import { CARD_TIMES, classCard, NOW } from './support/class-clock';
import { SCREEN_ONLY } from './support/axe';
import { evidence } from './support/evidence';

/**
 * Reminders with the portal closed (issue 28, point 3): the calendar files carry an alarm 10 minutes
 * before each class and the link to its waiting room, read back as a calendar app reads them (ical.js).
 * The device sits in Shanghai while the teacher teaches on New York time: the file, in UTC, depends on neither.
 */
test.use({ role: 'teacher', clock: NOW, language: 'en', timezoneId: 'Asia/Shanghai' });

test.beforeEach(async ({ page, openSignedIn }) => {
  await openSignedIn();
  await expect(page.getByRole('tab', { name: /^This Week/ })).toBeVisible();
});

interface ReadEvent {
  summary: string;
  description: string;
  start: string;
  end: string;
  url: unknown;
  alarms: { action: unknown; description: unknown; triggerSeconds: number }[];
}

/** The downloaded file's name and events, parsed by ical.js. */
async function readDownload(download: Download): Promise<{ name: string; events: ReadEvent[] }> {
  const text = readFileSync((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url'),
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => ({
        action: alarm.getFirstPropertyValue('action'),
        description: alarm.getFirstPropertyValue('description'),
        triggerSeconds: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      })),
    };
  });
  return { name: download.suggestedFilename(), events };
}

/** Downloads what the button gives (a real click, the download the browser receives). */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  return readDownload(await downloading);
}

/** The waiting-room links of all a tab's classes (its count, e.g. "Next Week (7)", fits on one page here). */
async function waitingRooms(page: Page, tab: RegExp, baseURL: string): Promise<string[]> {
  const button = page.getByRole('tab', { name: tab });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
  const count = Number(/\((\d+)\)/.exec(await button.innerText())?.[1]);
  const links = page.getByRole('article').getByRole('link', { name: /^(Enter classroom|Waiting room)$/ });
  await expect(links).toHaveCount(count);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => `${baseURL}/${href.slice(href.indexOf('#'))}`);
}

/** Each event rings once, 10 minutes before, showing its title; it links to its waiting room, in the text too. */
function expectAlarmAndLink(event: ReadEvent) {
  expect(event.alarms).toEqual([{ action: 'DISPLAY', description: event.summary, triggerSeconds: -600 }]);
  expect(event.url).toMatch(/\/#\/Class\/\d+$/);
  expect(event.description).toContain(`Waiting room: ${String(event.url)}`);
}

test('the week file holds this week and next, each class with its alarm and waiting room; later weeks stay out', async ({
  page,
  baseURL,
}) => {
  const thisWeek = await waitingRooms(page, /^This Week/, baseURL!);
  const nextWeek = await waitingRooms(page, /^Next Week/, baseURL!);
  const later = await waitingRooms(page, /^More/, baseURL!);
  expect(later.length).toBeGreaterThan(0); // the seed has classes three to five weeks out

  const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Download calendar (.ics)' }).click());
  expect(file.name).toBe('my-classes.ics');
  expect(file.events.map((event) => event.url)).toEqual([...thisWeek, ...nextWeek]);
  // The button cannot say which days it covers; the notice after it does (this week's Monday to next week's Sunday).
  await expect(page.getByRole('alert').filter({ hasText: 'Saved my-classes.ics' })).toContainText(
    `${file.events.length} classes, This Week and Next Week (2026-06-08 Mon to 2026-06-21 Sun); each rings 10 minutes before it starts.`,
  );
  file.events.forEach(expectAlarmAndLink);
  // In UTC: the class in progress (10:00 EDT) and Saturday's 23:30–00:30 past midnight.
  expect(file.events).toContainEqual(expect.objectContaining({ start: '2026-06-10T14:00:00.000Z', end: '2026-06-10T15:00:00.000Z' }));
  expect(file.events).toContainEqual(expect.objectContaining({ start: '2026-06-14T03:30:00.000Z', end: '2026-06-14T04:30:00.000Z' }));
});

test('a card adds its one class: a file named after it, with the alarm and the waiting room; tidy at 390 px', async ({
  page,
  baseURL,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = classCard(page, CARD_TIMES.laterToday);
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const room = await card.getByRole('link', { name: 'Waiting room' }).getAttribute('href');
  const add = card.getByRole('button', { name: 'Add to calendar' });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' })); // clear of the sticky header
  await expect(add).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe('the dashboard with its Add to calendar buttons', SCREEN_ONLY);
  const path = test.info().outputPath('card-add-to-calendar-390.png');
  await card.screenshot({ path });
  await test.info().attach('card-add-to-calendar-390', { path, contentType: 'image/png' });

  const file = await downloadFrom(page, () => add.click());
  expect(file.name).toMatch(new RegExp(`^2026-06-10 .*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.ics$`));
  expect(file.events).toHaveLength(1);
  const [event] = file.events;
  expectAlarmAndLink(event!);
  expect(event!.url).toBe(`${baseURL}/${room!.slice(room!.indexOf('#'))}`);
  expect(event!.summary).toContain(title);
  // 13:00–14:00 in New York (EDT).
  expect([event!.start, event!.end]).toEqual(['2026-06-10T17:00:00.000Z', '2026-06-10T18:00:00.000Z']);
  await evidence(page, 'dashboard-cards-390');
});
