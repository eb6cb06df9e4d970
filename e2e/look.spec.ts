import { expect, type Page, test } from './support/fixtures';
import { CARD_TIMES, classCard, NOW } from './support/class-clock';
import { expectLook, holdStill, openSignIn } from './support/look';
import { keptMark } from './support/app';
import { screenReady } from './support/quality';
import type { Language } from './support/screens';

/**
 * The main screens look as they did (committed baselines in e2e/__screenshots__), at 1280 and 390 px,
 * in English and Chinese. The dev server is held to the sign-in baselines too (e2e/dev-server/).
 * After an intended change of look: `npx playwright test e2e/look.spec.ts --update-snapshots`, then
 * look at the new pictures before committing them.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const LANGUAGES: Language[] = ['en', 'zh'];

for (const language of LANGUAGES) {
  test(`sign-in, ${language}`, async ({ page }) => {
    await openSignIn(page, language);
    await expectLook(page, `sign-in-${language}`);
  });
}

interface SignedInScreen {
  name: string;
  /** The hash path, found on the dashboard when it depends on the data. */
  path: (page: Page) => Promise<string>;
  /** What shows once the screen has its data. */
  loaded: (page: Page) => Promise<void>;
  /** Only these widths (default 1280 and 390). */
  widths?: typeof PHONE;
}

const PHONE = [{ width: 390, height: 844 }];

const hrefOf = async (page: Page, when: string) => {
  const href = (await classCard(page, when).getByRole('link').first().getAttribute('href')) ?? '';
  return href.slice(href.indexOf('#'));
};

const SCREENS: SignedInScreen[] = [
  {
    name: 'dashboard',
    path: async () => '#/dashboard',
    loaded: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
      // The after-class count comes once the dashboard is idle: the picture waits for it.
      await expect(page.getByRole('region', { name: /^(After class|课后待办)$/ })).toBeVisible();
    },
  },
  {
    name: 'booking',
    path: async () => '#/yykc',
    loaded: (page) => expect(page.getByRole('button', { name: /^(Open|Booked|可预约|已预约) / }).first()).toBeVisible(),
  },
  {
    name: 'waiting-room',
    path: (page) => hrefOf(page, CARD_TIMES.laterToday),
    loaded: async (page) => {
      await expect(page.getByRole('timer')).toBeVisible();
      // Under the class, its students' brief (both new to the teacher).
      await expect(page.getByText(/^(First class together|第一次一起上课)$/)).toHaveCount(2);
    },
  },
  {
    name: 'after-class',
    path: async () => '#/AfterClass',
    loaded: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByText(/^(Checking…|正在查询…)$/)).toHaveCount(0);
    },
    widths: PHONE,
  },
];

// Signed in from the stored state made at NOW (the same data and tokens as the form's sign-in there).
test.describe('signed in', () => {
  test.use({ role: 'teacher', clock: NOW });

  for (const screen of SCREENS) {
    test(screen.name, async ({ page, openSignedIn }) => {
      await holdStill(page);
      await openSignedIn();
      const path = await screen.path(page);
      for (const language of LANGUAGES) {
        await page.evaluate((value) => localStorage.setItem('tp.locale', value), language);
        await page.goto(`/${path}`);
        await page.reload(); // the language is read at boot
        await screenReady(page, language);
        await screen.loaded(page);
        // The look of the fresh answer: the classes kept on the device are marked until it comes (issue 45).
        await expect(keptMark(page)).toHaveCount(0);
        await expectLook(page, `${screen.name}-${language}`, screen.widths);
      }
    });
  }

  // Issue 41's two dialogs on Book a class, full screen on a phone.
  for (const [name, button] of [
    ['copy-week', /^(Copy this week to next week|复制本周时段到下周)$/],
    ['time-off', /^(Time off|请假)$/],
  ] as const) {
    test(name, async ({ page, openSignedIn }) => {
      await holdStill(page);
      await openSignedIn('/#/yykc');
      await page.setViewportSize(PHONE[0]!);
      for (const language of LANGUAGES) {
        await page.evaluate((value) => localStorage.setItem('tp.locale', value), language);
        await page.reload(); // the language is read at boot
        await screenReady(page, language);
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByRole('dialog').getByRole('button', { name: /^(Cancel|取消)$/ })).toBeVisible();
        await expectLook(page, `${name}-${language}`, PHONE);
        await page.keyboard.press('Escape');
      }
    });
  }

  // The brief of the class in progress, full screen on a phone, as a teacher reads it minutes before class.
  test('brief', async ({ page, openSignedIn }) => {
    await holdStill(page);
    await openSignedIn();
    for (const language of LANGUAGES) {
      await page.evaluate((value) => localStorage.setItem('tp.locale', value), language);
      await page.setViewportSize(PHONE[0]!);
      await page.reload(); // the language is read at boot
      await screenReady(page, language);
      await expect(keptMark(page)).toHaveCount(0); // the fresh answer's brief, not the kept one's
      await page
        .getByRole('button', { name: /^(Class brief|课前简报)/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region').first()).toBeVisible();
      await expect(dialog.getByRole('link', { name: /^(Open the replay|打开课程回放)$/ }).first()).toBeVisible();
      await expectLook(page, `brief-${language}`, PHONE);
      await page.keyboard.press('Escape');
    }
  });
});
